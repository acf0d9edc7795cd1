//===- CudaTileDialect.td - cuda_tile dialect definition ---*- tablegen -*-===//
//
// The public Tile IR dialect (spec versions 13.1-13.3).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_CUDATILE_IR_CUDATILEDIALECT_TD
#define TILEIR_DIALECT_CUDATILE_IR_CUDATILEDIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def CudaTile_Dialect : Dialect {
  let name = "cuda_tile";
  let cppNamespace = "::mlir::cuda_tile";
  let summary = "Tile IR: the tile-level IR for NVIDIA GPUs";
  let description = [{
    Values are tiles (static, power-of-two shaped tensors) or views of tensors
    in global memory. Kernels are `entry` functions inside a
    `cuda_tile.module`; each runs as a grid of tile blocks.
  }];
  let useDefaultTypePrinterParser = 0;
  let useDefaultAttributePrinterParser = 1;
  let hasConstantMaterializer = 1;
  let hasCanonicalizer = 0;
  let extraClassDeclaration = [{
    void registerTypes();
    void registerAttributes();
    ::mlir::Type parseType(::mlir::DialectAsmParser &parser) const override;
    void printType(::mlir::Type type,
                   ::mlir::DialectAsmPrinter &printer) const override;
  }];
}

#endif // TILEIR_DIALECT_CUDATILE_IR_CUDATILEDIALECT_TD
