//===- CudaTileCoreOps.td - Core operations ----------------*- tablegen -*-===//
//
// Modules, kernels, globals, constants, shape manipulation, reductions and
// matrix multiply-accumulate.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_CUDATILE_IR_CUDATILECOREOPS_TD
#define TILEIR_DIALECT_CUDATILE_IR_CUDATILECOREOPS_TD

include "tileir/Dialect/CudaTile/IR/CudaTileOpBase.td"

//===----------------------------------------------------------------------===//
// Program structure
//===----------------------------------------------------------------------===//

def CudaTile_ModuleOp : CudaTile_Op<"module", "13.1", [
    IsolatedFromAbove, NoRegionArguments, SymbolTable, Symbol,
    CudaTile_DefaultDialectIface] # GraphRegionNoTerminator.traits> {
  let summary = "a compilation unit of kernels and globals";
  let arguments = (ins SymbolNameAttr:$sym_name, OptionalAttr<StrAttr>:$producer);
  let regions = (region MaxSizedRegion<1>:$body);
  let assemblyFormat = "$sym_name attr-dict-with-keyword $body";
  let hasVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "::llvm::StringRef":$name)>];
  let extraClassDeclaration = [{
    ::mlir::Block *getBodyBlock() { return &getBody().front(); }
  }];
}

def CudaTile_EntryOp : CudaTile_Op<"entry", "13.1", [
    HasParent<"::mlir::cuda_tile::ModuleOp">,
    FunctionOpInterface, IsolatedFromAbove, SingleBlock,
    SingleBlockImplicitTerminator<"ReturnOp">, CudaTile_DefaultDialectIface]> {
  let summary = "a kernel: the function a grid of tile blocks runs";
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let builders = [OpBuilder<(ins "::llvm::StringRef":$name,
                                 "::mlir::FunctionType":$type)>];
  let extraClassDeclaration = [{
    ::mlir::Region *getCallableRegion() { return &getBody(); }
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() {
      return getFunctionType().getInputs();
    }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() {
      return getFunctionType().getResults();
    }
    /// Fails, at the kernel, unless every parameter has a Tile IR type: the
    /// verifier lets other dialects' types through, whatever launches,
    /// compiles or serializes the kernel calls this.
    ::llvm::LogicalResult verifyLaunchableSignature();
  }];
}

// Globals live for the whole module, so they are declared at its top level.
def CudaTile_GlobalOp : CudaTile_Op<"global", "13.1", [
    HasParent<"::mlir::cuda_tile::ModuleOp">, Symbol]> {
  let summary = "module-scope buffer in global memory";
  let description = [{
    A one-dimensional buffer initialised when the module is loaded.
    `private` hides the symbol from the host (13.3); `constant` marks it
    read-only (13.3).
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       DefaultValuedAttr<CudaTile_SymbolVisibilityAttr,
                           "::mlir::cuda_tile::SymbolVisibility::Public">:$symbol_visibility,
                       UnitAttr:$constant,
                       Builtin_DenseIntOrFPElementsAttr:$value,
                       DefaultValuedAttr<I64Attr, "0">:$alignment);
  let assemblyFormat = [{
    `` custom<SymbolVisibility>($symbol_visibility) (`constant` $constant^)?
    $sym_name (`alignment` `=` $alignment^)? attr-dict
    custom<TileConstant>($value)
  }];
  let hasVerifier = 1;
}

def CudaTile_GetGlobalOp : CudaTile_Op<"get_global", "13.1", [
    Pure, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "pointer to a global";
  let arguments = (ins FlatSymbolRefAttr:$name);
  let results = (outs CudaTile_ScalarTileOf<[CudaTile_PointerAny]>:$result);
  let assemblyFormat = "$name attr-dict `:` custom<CudaTileType>(type($result))";
}

def CudaTile_ConstantOp : CudaTile_Op<"constant", "13.1", [
    ConstantLike, Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "tile of constant values";
  let arguments = (ins Builtin_DenseIntOrFPElementsAttr:$value);
  let results = (outs CudaTile_NumberTile:$result);
  let assemblyFormat = "custom<TileConstant>($value, type($result)) attr-dict";
  let hasVerifier = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Tile block coordinates
//===----------------------------------------------------------------------===//

def CudaTile_GetTileBlockIdOp : CudaTile_Op<"get_tile_block_id", "13.1", [
    Pure, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "coordinates of the running tile block in the grid";
  let results = (outs CudaTile_ScalarI32Tile:$blockId_x,
                      CudaTile_ScalarI32Tile:$blockId_y,
                      CudaTile_ScalarI32Tile:$blockId_z);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($blockId_x))";
}

def CudaTile_GetNumTileBlocksOp : CudaTile_Op<"get_num_tile_blocks", "13.1", [
    Pure, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "extent of the grid in each dimension";
  let results = (outs CudaTile_ScalarI32Tile:$gridSize_x,
                      CudaTile_ScalarI32Tile:$gridSize_y,
                      CudaTile_ScalarI32Tile:$gridSize_z);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($gridSize_x))";
}

//===----------------------------------------------------------------------===//
// Shape manipulation
//===----------------------------------------------------------------------===//

def CudaTile_BroadcastOp : CudaTile_Op<"broadcast", "13.1", [
    Pure, SameOperandsAndResultElementType, AllRanksMatch<["source", "result"]>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "expand size-1 dimensions";
  let arguments = (ins CudaTile_AnyTile:$source);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def CudaTile_ReshapeOp : CudaTile_Op<"reshape", "13.1", [
    Pure, SameOperandsAndResultElementType,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "reinterpret a tile with another shape (row-major order)";
  let arguments = (ins CudaTile_AnyTile:$source);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def CudaTile_PermuteOp : CudaTile_Op<"permute", "13.1", [
    Pure,
    // Spelled out for NVIDIA's wording ("have the same element type").
    PredOpTrait<"all of {source, result} have the same element type",
                AllMatchSameOperatorPred<["source", "result"],
                                         "::mlir::getElementTypeOrSelf($_self)">>,
    AllRanksMatch<["source", "result"]>]> {
  let summary = "transpose the dimensions of a tile";
  let arguments = (ins CudaTile_AnyTile:$source, DenseI32ArrayAttr:$permutation);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $source $permutation attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def CudaTile_CatOp : CudaTile_Op<"cat", "13.1", [
    Pure, AllRanksMatch<["lhs", "rhs", "result"]>,
    CudaTile_SameElementType<["lhs", "rhs", "result"]>]> {
  let summary = "concatenate two tiles along a dimension";
  let arguments = (ins CudaTile_AnyTile:$lhs, CudaTile_AnyTile:$rhs, I64Attr:$dim);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `dim` `=` $dim attr-dict `:` custom<CudaTileType>(type($lhs))
    `,` custom<CudaTileType>(type($rhs)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_ExtractOp : CudaTile_Op<"extract", "13.1", [
    Pure, AllRanksMatch<["source", "result"]>]> {
  let summary = "extract the slice at a position of an evenly divided tile";
  let arguments = (ins CudaTile_AnyTile:$source,
                       Variadic<CudaTile_ScalarI32Tile>:$indices);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $source `[` $indices `]` attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

// 13.4: the inverse of extract. The indices number the destination's
// subtiles of the source's shape, as extract's do.
def CudaTile_InsertOp : CudaTile_Op<"insert", "13.4", [
    Pure, AllTypesMatch<["destination", "result"]>,
    AllRanksMatch<["source", "destination"]>,
    AllElementTypesMatch<["source", "destination"]>]> {
  let summary = "replace the slice at a position of an evenly divided tile";
  let arguments = (ins CudaTile_AnyTile:$source, CudaTile_AnyTile:$destination,
                       Variadic<CudaTile_ScalarI32Tile>:$indices);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $source `into` $destination `[` $indices `]` attr-dict `:`
    custom<CudaTileType>(type($source)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_SelectOp : CudaTile_Op<"select", "13.1", [
    Pure, AllTypesMatch<["val_if_true", "val_if_false", "result"]>,
    AllShapesMatch<["cond", "val_if_true", "val_if_false", "result"]>]> {
  let summary = "elementwise choice between two tiles";
  let arguments = (ins CudaTile_I1Tile:$cond, CudaTile_AnyTile:$val_if_true,
                       CudaTile_AnyTile:$val_if_false);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $cond `,` $val_if_true `,` $val_if_false attr-dict `:`
    custom<CudaTileType>(type($cond)) `,` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def CudaTile_IotaOp : CudaTile_Op<"iota", "13.1", [Pure]> {
  let summary = "the 1-d tile [0, 1, ..., n-1]";
  let results = (outs CudaTile_IntTile:$result);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

def CudaTile_OffsetOp : CudaTile_Op<"offset", "13.1", [
    Pure, Elementwise, SameOperandsAndResultShape,
    AllTypesMatch<["result", "ptr"]>]> {
  let summary = "advance pointers by element offsets";
  let arguments = (ins CudaTile_PointerTile:$ptr, CudaTile_IntTile:$offset);
  let results = (outs CudaTile_PointerTile:$result);
  let assemblyFormat = [{
    $ptr `,` $offset attr-dict `:` custom<CudaTileType>(type($ptr)) `,`
    custom<CudaTileType>(type($offset)) `->` custom<CudaTileType>(type($result))
  }];
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Reductions and scans
//===----------------------------------------------------------------------===//

def CudaTile_ReduceOp : CudaTile_Op<"reduce", "13.1", [
    RecursiveMemoryEffects, SameOperandsShape,
    SingleBlockImplicitTerminator<"YieldOp">,
    DeclareOpInterfaceMethods<OpAsmOpInterface, [
        "getAsmResultNames", "getAsmBlockArgumentNames", "getDefaultDialect"]>]> {
  let summary = "reduce tiles along one dimension with a combiner region";
  let arguments = (ins Variadic<CudaTile_AnyTile>:$operands,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$dim,
                       ArrayAttr:$identities);
  let results = (outs Variadic<CudaTile_AnyTile>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $operands attr-dict ` `
    `dim` `` `=` `` $dim `identities` `` `=` `` $identities
    `:` custom<CudaTileTypeList>(type($operands)) `->`
    custom<CudaTileTypeList>(type($results))
    custom<ArgumentRegion>($body)
  }];
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def CudaTile_ScanOp : CudaTile_Op<"scan", "13.1", [
    RecursiveMemoryEffects, SameOperandsShape,
    SingleBlockImplicitTerminator<"YieldOp">, CudaTile_DefaultDialectIface]> {
  let summary = "prefix scan along one dimension with a combiner region";
  let arguments = (ins Variadic<CudaTile_AnyTile>:$operands,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$dim,
                       BoolAttr:$reverse,
                       ArrayAttr:$identities);
  let results = (outs Variadic<CudaTile_AnyTile>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $operands attr-dict ` `
    `dim` `` `=` `` $dim `reverse` `` `=` `` $reverse `identities` `` `=` `` $identities
    `:` custom<CudaTileTypeList>(type($operands))
    `->` custom<CudaTileTypeList>(type($results))
    custom<ArgumentRegion>($body)
  }];
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Matrix multiply-accumulate
//===----------------------------------------------------------------------===//

def CudaTile_MmaFOperandTile
    : CudaTile_TileOf<[F16, BF16, F32, F64, TF32, F8E4M3FN, F8E5M2],
                      "mmaf operand tile type of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values">;
def CudaTile_MmaFAccTile : CudaTile_TileOf<[F16, F32, F64], "mmaf acc/result tile type of f16 or f32 or f64 values">;

def CudaTile_MmaFOp : CudaTile_Op<"mmaf", "13.1", [
    Pure, AllTypesMatch<["acc", "result"]>,
    CudaTile_SameElementType<["lhs", "rhs"]>, AllRanksMatch<["lhs", "rhs", "acc"]>]> {
  let summary = "floating-point matrix multiply-accumulate";
  let arguments = (ins CudaTile_MmaFOperandTile:$lhs, CudaTile_MmaFOperandTile:$rhs,
                       CudaTile_MmaFAccTile:$acc, UnitAttr:$fast_acc);
  let results = (outs CudaTile_MmaFAccTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc (`fast_acc` $fast_acc^)? attr-dict `:`
    custom<CudaTileType>(type($lhs)) `,`
    custom<CudaTileType>(type($rhs)) `,` custom<CudaTileType>(type($acc))
  }];
  let hasVerifier = 1;
}

def CudaTile_MmaIOp : CudaTile_Op<"mmai", "13.1", [
    Pure, AllTypesMatch<["acc", "result"]>,
    CudaTile_SameElementType<["lhs", "rhs"]>, AllRanksMatch<["lhs", "rhs", "acc"]>]> {
  let summary = "8-bit integer matrix multiply-accumulate into i32";
  let arguments = (ins CudaTile_TileOf<[I8], "mmai operand tile type of i8 values">:$lhs, CudaTile_TileOf<[I8], "mmai operand tile type of i8 values">:$rhs,
                       CudaTile_TileOf<[I32], "mmai acc tile type of i32 values">:$acc,
                       CudaTile_SignednessAttr:$signedness_lhs,
                       CudaTile_SignednessAttr:$signedness_rhs);
  let results = (outs CudaTile_TileOf<[I32], "mmai result tile type of i32 values">:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc custom<Signedness>($signedness_lhs)
    custom<Signedness>($signedness_rhs) attr-dict `:`
    custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) `,`
    custom<CudaTileType>(type($acc))
  }];
  let hasVerifier = 1;
}

def CudaTile_MmaFScaledOp : CudaTile_Op<"mmaf_scaled", "13.3", [
    Pure, AllTypesMatch<["acc", "result"]>, CudaTile_SameElementType<["lhs", "rhs"]>,
    CudaTile_SameElementType<["lhs_scale", "rhs_scale"]>,
    AllRanksMatch<["lhs", "rhs", "acc", "lhs_scale", "rhs_scale"]>]> {
  let summary = "block-scaled low-precision matrix multiply-accumulate";
  let description = [{
    result[i, j] = sum_k lhs[i, k] * lhs_scale[i, k / V]
                         * rhs[k, j] * rhs_scale[k / V, j] + acc[i, j],
    where V = K / (number of scale columns) is the scaling block size.
  }];
  let arguments = (ins CudaTile_TileOf<[F8E4M3FN, F8E5M2, F4E2M1FN], "mmaf_scaled operand tile type of f8E4M3FN or f8E5M2 or f4E2M1FN values">:$lhs,
                       CudaTile_TileOf<[F8E4M3FN, F8E5M2, F4E2M1FN], "mmaf_scaled operand tile type of f8E4M3FN or f8E5M2 or f4E2M1FN values">:$rhs,
                       CudaTile_TileOf<[F32], "mmaf_scaled result tile type of f32 values">:$acc,
                       // 13.4 adds f8E5M3FNU scales; the wording stays
                       // the 13.3 suite's, which tests match on.
                       CudaTile_TileOf<[F8E4M3FN, F8E8M0FNU, CudaTile_F8E5M3FNU], "mmaf_scaled scale tile type of f8E4M3FN or f8E8M0FNU values">:$lhs_scale,
                       CudaTile_TileOf<[F8E4M3FN, F8E8M0FNU, CudaTile_F8E5M3FNU], "mmaf_scaled scale tile type of f8E4M3FN or f8E8M0FNU values">:$rhs_scale);
  let results = (outs CudaTile_TileOf<[F32], "mmaf_scaled result tile type of f32 values">:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc `,` $lhs_scale `,` $rhs_scale attr-dict `:`
    custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) `,`
    custom<CudaTileType>(type($acc)) `,` custom<CudaTileType>(type($lhs_scale)) `,`
    custom<CudaTileType>(type($rhs_scale))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Byte packing (13.3)
//===----------------------------------------------------------------------===//

def CudaTile_PackOp : CudaTile_Op<"pack", "13.3", [
    Pure, AllRanksMatch<["source", "result"]>]> {
  let summary = "reinterpret a 1-d tile as its bytes";
  let arguments = (ins CudaTile_NumberTile:$source);
  let results = (outs CudaTile_TileOf<[I8], "tile of i8 values">:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_UnpackOp : CudaTile_Op<"unpack", "13.3", [
    Pure, AllRanksMatch<["source", "result"]>]> {
  let summary = "reinterpret a 1-d tile of bytes as elements of another type";
  let arguments = (ins CudaTile_TileOf<[I8], "tile of i8 values">:$source);
  let results = (outs CudaTile_NumberTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

#endif // TILEIR_DIALECT_CUDATILE_IR_CUDATILECOREOPS_TD
