//===- TileAADialect.td - nv_tileaa dialect definition -----*- tablegen -*-===//
//
// nv_tileaa is the internal, alias-aware tile dialect that every stage after
// ConvertCudaTileToTileAA works on. Tiles are builtin tensors (a rank-0 tile
// is its scalar), pointers are !llvm.ptr and memory ordering is threaded
// explicitly through !nv_tileaa.mem_token values.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILEAA_IR_TILEAADIALECT_TD
#define TILEIR_DIALECT_TILEAA_IR_TILEAADIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def TileAA_Dialect : Dialect {
  let name = "nv_tileaa";
  let cppNamespace = "::mlir::nv_tileaa";
  let summary = "internal alias-aware tile dialect";
  // Pointers are LLVM pointers, fastmath flags are arith's and the modifier
  // attributes (rounding, signedness, ordering, ...) are the cuda_tile ones,
  // carried verbatim by the lowering.
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::cuda_tile::CudaTileDialect",
                           "::mlir::ub::UBDialect"];
  let useDefaultTypePrinterParser = 1;
  let hasConstantMaterializer = 1;
  let hasCanonicalizer = 0;
  let extraClassDeclaration = [{
    void registerTypes();
  }];
}

class TileAA_Op<string mnemonic, list<Trait> traits = []>
    : Op<TileAA_Dialect, mnemonic, traits>;

#endif // TILEIR_DIALECT_TILEAA_IR_TILEAADIALECT_TD
