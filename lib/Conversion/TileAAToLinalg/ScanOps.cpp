//===- ScanOps.cpp - scan as sequential loops -----------------------------===//
//
// An inclusive scan with the op's own combiner region, in the
// interpreter's order (lib/Runtime/ReduceScanOps.cpp): every line along
// the dimension starts from the identities and combines its elements one
// by one, from the end when `reverse`, each result the accumulator after
// its element. No reassociation, so results are bit-identical. linalg has
// no scan whose order is fixed, so the lines are scf.for loops over the
// tiles' elements (tensor.extract/insert, in place after bufferization).
//
//===----------------------------------------------------------------------===//

#include "KernelEmitter.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::cpu;
namespace aa = mlir::nv_tileaa;

LogicalResult cpu::emitScan(KernelEmitter &k, aa::ScanOp op) {
  OpBuilder &b = k.b;
  Location loc = op.getLoc();
  unsigned count = op.getNumOperands();
  auto shapeType = cast<RankedTensorType>(op.getOperand(0).getType());
  if (!shapeType.hasStaticShape())
    return k.notCompiled(op);
  ArrayRef<int64_t> shape = shapeType.getShape();
  int64_t dim = op.getDim();
  SmallVector<Value> inputs, results, identities;
  for (auto [operand, result, identity] :
       llvm::zip(op.getOperands(), op.getResults(), op.getIdentities())) {
    inputs.push_back(k.lookup(operand));
    auto type = cast<RankedTensorType>(k.convertType(result.getType()));
    results.push_back(tensor::EmptyOp::create(b, loc, type.getShape(),
                                              type.getElementType()));
    identities.push_back(
        arith::ConstantOp::create(b, loc, cast<TypedAttr>(identity)));
  }
  Block &body = op.getBody().front();
  OpBuilder::InsertionGuard guard(b);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  // One loop per other dimension, in order, carrying the result tiles; the
  // dimension of the scan innermost, also carrying the accumulators.
  SmallVector<Value> index(shape.size());
  SmallVector<scf::ForOp> loops;
  for (auto [d, extent] : llvm::enumerate(shape)) {
    if (int64_t(d) == dim)
      continue;
    auto loop = scf::ForOp::create(
        b, loc, zero, arith::ConstantIndexOp::create(b, loc, extent), one,
        results);
    if (!loops.empty())
      scf::YieldOp::create(b, loc, loop.getResults());
    loops.push_back(loop);
    b.setInsertionPointToStart(loop.getBody());
    index[d] = loop.getInductionVar();
    results.assign(loop.getRegionIterArgs().begin(),
                   loop.getRegionIterArgs().end());
  }
  SmallVector<Value> carried(results);
  llvm::append_range(carried, identities);
  Value length = arith::ConstantIndexOp::create(b, loc, shape[dim]);
  auto line = scf::ForOp::create(b, loc, zero, length, one, carried);
  if (!loops.empty())
    scf::YieldOp::create(b, loc, line.getResults().take_front(count));
  b.setInsertionPointToStart(line.getBody());
  Value step = line.getInductionVar();
  if (op.getReverse()) {
    Value last = arith::SubIOp::create(b, loc, length, one);
    step = arith::SubIOp::create(b, loc, last, step);
  }
  index[dim] = step;
  ValueRange args = line.getRegionIterArgs();
  // The combiner takes (element, accumulator) pairs.
  for (unsigned i = 0; i < count; ++i) {
    k.map(body.getArgument(2 * i),
          tensor::ExtractOp::create(b, loc, inputs[i], index));
    k.map(body.getArgument(2 * i + 1), args[count + i]);
  }
  if (failed(k.emitBody(body)))
    return failure();
  SmallVector<Value> next, accumulators;
  for (auto [i, v] : llvm::enumerate(body.getTerminator()->getOperands())) {
    Value acc = k.lookup(v);
    accumulators.push_back(acc);
    next.push_back(tensor::InsertOp::create(b, loc, acc, args[i], index));
  }
  next.append(accumulators);
  scf::YieldOp::create(b, loc, next);
  ValueRange scanned = loops.empty() ? line.getResults().take_front(count)
                                     : loops.front().getResults();
  for (auto [from, to] : llvm::zip(op.getResults(), scanned))
    k.map(from, to);
  return success();
}
