//===- Passes.td - nv_tileaa to linalg (CPU) conversion ----*- tablegen -*-===//

#ifndef TILEIR_CONVERSION_TILEAATOLINALG_PASSES_TD
#define TILEIR_CONVERSION_TILEAATOLINALG_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertTileAAToLinalg : Pass<"convert-tileaa-to-linalg", "::mlir::ModuleOp"> {
  let summary = "Lower nv_tileaa kernels to linalg/tensor/arith/math/scf for the CPU";
  let description = [{
    The first stage of the compiled CPU path (docs/design/cpu-backend.md).
    Each nv_tileaa kernel becomes a func.func that runs one tile block: a
    tile stays a builtin tensor, elementwise ops become linalg.generic,
    shape ops tensor reshapes, slices and linalg.transpose, reduce
    linalg.reduce, dot a linalg.generic contraction, and control flow scf.
    Pointers are i64 addresses. Memory accesses and the numeric conversions
    call the runtime helpers that the interpreter shares (they check bounds
    and convert exactly as the interpreter does); each call names a "site"
    of the module's `tileir.cpu_sites` table, which carries the op's static
    facts and location. The kernel's extra parameters are the tile block id
    and the grid (i32 each) and the runtime context (i64).

    An op or type outside the compiled slice is reported as
    "'OP' is not compiled yet" at its location, and the pass fails.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::bufferization::BufferizationDialect",
    "::mlir::func::FuncDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::math::MathDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect", "::mlir::tensor::TensorDialect"
  ];
}

#endif // TILEIR_CONVERSION_TILEAATOLINALG_PASSES_TD
