//===- CudaTilePreviewOps.td - 13.5 preview ops (--preview=simt) -*- tablegen -*-===//
//
// Calls from a tile kernel into SIMT library functions. NVIDIA ships them as
// a preview, not portable to later versions, accepted only under
// `--preview=simt`; their verifiers check the tool's setting
// (CudaTileDialect::isPreviewSimtEnabled). docs/design/preview-simt.md
// describes the syntax and what is not implemented.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_CUDATILE_IR_CUDATILEPREVIEWOPS_TD
#define TILEIR_DIALECT_CUDATILE_IR_CUDATILEPREVIEWOPS_TD

include "tileir/Dialect/CudaTile/IR/CudaTileOpBase.td"

def CudaTile_PreviewExternImplOp
    : CudaTile_Op<"preview$extern_impl", "13.5",
                  [Symbol, HasParent<"ModuleOp">]> {
  let summary = "declare a function implemented by a SIMT library (preview)";
  let description = [{
    `preview$extern_impl @name(tile<...>, ...) -> tile<...> = "symbol"`
    declares `@name` with the given signature and names the SIMT library
    function that implements it.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       StrAttr:$implementation);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_PreviewCallOp
    : CudaTile_Op<"preview$call", "13.5",
                  [DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "call a SIMT library function from a tile kernel (preview)";
  let arguments = (ins FlatSymbolRefAttr:$callee,
                       Variadic<CudaTile_AnyTile>:$args);
  let results = (outs Variadic<CudaTile_AnyTile>:$results);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

#endif // TILEIR_DIALECT_CUDATILE_IR_CUDATILEPREVIEWOPS_TD
