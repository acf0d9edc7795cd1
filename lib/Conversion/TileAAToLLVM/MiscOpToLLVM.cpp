//===- MiscOpToLLVM.cpp - Grid queries and value hints --------------------===//

#include "KernelEmitter.h"

#include "tileir/Dialect/TileAA/IR/TileAA.h"

using namespace mlir;
using namespace mlir::tileir::tilegpu;
namespace aa = mlir::nv_tileaa;

static LogicalResult lowerProgramId(aa::GetProgramIdOp op, KernelEmitter &em) {
  Type i32 = em.b.getI32Type();
  Value v;
  switch (op.getDim()) {
  case 0:
    v = em.b.create<NVVM::BlockIdXOp>(em.loc, i32);
    break;
  case 1:
    v = em.b.create<NVVM::BlockIdYOp>(em.loc, i32);
    break;
  default:
    v = em.b.create<NVVM::BlockIdZOp>(em.loc, i32);
    break;
  }
  em.set(op.getResult(), {v});
  return success();
}

static LogicalResult lowerNumPrograms(aa::GetNumProgramsOp op,
                                      KernelEmitter &em) {
  Type i32 = em.b.getI32Type();
  Value v;
  switch (op.getDim()) {
  case 0:
    v = em.b.create<NVVM::GridDimXOp>(em.loc, i32);
    break;
  case 1:
    v = em.b.create<NVVM::GridDimYOp>(em.loc, i32);
    break;
  default:
    v = em.b.create<NVVM::GridDimZOp>(em.loc, i32);
    break;
  }
  em.set(op.getResult(), {v});
  return success();
}

void mlir::tileir::tilegpu::registerMiscLowerings(LoweringTable &t) {
  t.add<aa::GetProgramIdOp>(lowerProgramId);
  t.add<aa::GetNumProgramsOp>(lowerNumPrograms);
  // Hints carry no code: the value passes through.
  t.add<aa::AssumeOp>([](aa::AssumeOp op, KernelEmitter &em) {
    em.set(op.getResult(), em.get(op.getValue()));
    return success();
  });
}
