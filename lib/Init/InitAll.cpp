//===- InitAll.cpp - Registration of all dialects and passes --------------===//

#include "tileir/InitAllDialects.h"
#include "tileir/InitAllPasses.h"

#include "tileir/Conversion/CudaTileToTileAA/CudaTileToTileAA.h"
#include "tileir/Conversion/TileAAToLLVM/TileAAToLLVM.h"
#include "tileir/Conversion/TileAAToLinalg/TileAAToLinalg.h"
#include "tileir/Conversion/TileAAToTileAS/TileAAToTileAS.h"
#include "tileir/Dialect/CudaTile/IR/CudaTile.h"
#include "tileir/Dialect/CudaTile/Transforms/Passes.h"
#include "tileir/Dialect/TileAA/IR/TileAA.h"
#include "tileir/Dialect/TileAA/Transforms/Passes.h"
#include "tileir/Dialect/TileAS/IR/TileAS.h"
#include "tileir/Dialect/TileAS/Transforms/Passes.h"
#include "tileir/Target/CPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Transforms/Passes.h"

void mlir::tileir::registerAllDialects(DialectRegistry &registry) {
  registry.insert<cuda_tile::CudaTileDialect>();
  // nv_tileas: layouts on tensor types (the GPU path's layout stage).
  registry.insert<nv_tileas::TileASDialect>();
  // nv_tileaa and the upstream dialects the cuda_tile lowering produces.
  registry
      .insert<nv_tileaa::TileAADialect, arith::ArithDialect, func::FuncDialect,
              gpu::GPUDialect, scf::SCFDialect, math::MathDialect,
              ub::UBDialect, LLVM::LLVMDialect, NVVM::NVVMDialect>();
  // What convert-tileaa-to-linalg produces, so that the CPU path's own
  // passes can be run and tested alone.
  registry.insert<bufferization::BufferizationDialect, linalg::LinalgDialect,
                  memref::MemRefDialect, tensor::TensorDialect,
                  vector::VectorDialect>();
}

void mlir::tileir::registerAllPasses() {
  registerTransformsPasses();
  cuda_tile::registerCudaTilePasses();
  tileir::registerCudaTileToTileAAPasses();
  nv_tileaa::registerTileAAPasses();
  tileir::registerTileAAToTileASPasses();
  nv_tileas::registerTileASPasses();
  tileir::registerTileAAToLLVMPasses();
  tileir::registerTileAAToLinalgPasses();
  tileir::cpu::registerTileIRCPUPasses();
}
