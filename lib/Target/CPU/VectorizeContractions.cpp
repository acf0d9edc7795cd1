//===- VectorizeContractions.cpp - Register-blocked tile products ---------===//
//
// mmaf and mmai reach the CPU path as a linalg.generic contraction with one
// multiply-add per step (TileAAToLinalg's emitDot). Lowered to scalar loops
// it reloads and stores the accumulator element on every step. Here it
// becomes loops over MR x NR blocks of the accumulator held in vector
// registers: per k step one NR-wide row of rhs, one broadcast lhs element
// per block row and MR vector multiply-adds, the outer-product form of
// register-blocked GEMM micro-kernels. The multiply-add is the generic's
// own body with vector types, applied to each accumulator element in
// increasing k, so the rounding of every step is the scalar loops' (and the
// interpreter's): the results are the same bits.
//
//===----------------------------------------------------------------------===//

#include "tileir/Target/CPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::tileir::cpu {
#define GEN_PASS_DEF_CPUVECTORIZECONTRACTIONS
#include "tileir/Target/CPU/Passes.h.inc"
} // namespace mlir::tileir::cpu

using namespace mlir;
using namespace mlir::tileir::cpu;

namespace {

/// A contraction C[b, m, n] += A[b, m, k] * B[b, k, n] (b optional) in the
/// form emitDot builds, with static extents.
struct Contraction {
  linalg::GenericOp op;
  bool batched;
  int64_t batch, m, n, k;
};

/// Whether `op` is an elementwise op of a multiply-add body: these stay
/// per-element when given vector operands.
bool isVectorizableBodyOp(Operation &op) {
  return isa<arith::ExtFOp, arith::ExtSIOp, arith::ExtUIOp, arith::MulIOp,
             arith::AddIOp, arith::MulFOp, arith::AddFOp, math::FmaOp>(op);
}

std::optional<Contraction> matchContraction(linalg::GenericOp op) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      op->getNumResults() != 1)
    return std::nullopt;
  auto lhs = dyn_cast<RankedTensorType>(op.getDpsInputs()[0].getType());
  auto rhs = dyn_cast<RankedTensorType>(op.getDpsInputs()[1].getType());
  auto acc = dyn_cast<RankedTensorType>(op.getDpsInits()[0].getType());
  if (!lhs || !rhs || !acc || !lhs.hasStaticShape() || !rhs.hasStaticShape() ||
      !acc.hasStaticShape())
    return std::nullopt;
  unsigned loops = op.getNumLoops();
  if (loops != 3 && loops != 4)
    return std::nullopt;
  bool batched = loops == 4;
  // Loop order (b,) m, k, n, as emitDot builds it.
  MLIRContext *ctx = op.getContext();
  unsigned first = batched ? 1 : 0;
  AffineExpr m = getAffineDimExpr(first, ctx),
             k = getAffineDimExpr(first + 1, ctx),
             n = getAffineDimExpr(first + 2, ctx);
  auto mapOf = [&](AffineExpr a, AffineExpr b) {
    SmallVector<AffineExpr> exprs;
    if (batched)
      exprs.push_back(getAffineDimExpr(0, ctx));
    exprs.append({a, b});
    return AffineMap::get(loops, 0, exprs, ctx);
  };
  if (op.getIndexingMapsArray() !=
      SmallVector<AffineMap>{mapOf(m, k), mapOf(k, n), mapOf(m, n)})
    return std::nullopt;
  for (auto [i, iterator] : llvm::enumerate(op.getIteratorTypesArray()))
    if ((iterator == utils::IteratorType::reduction) != (i == first + 1))
      return std::nullopt;
  // The body: elementwise ops of the block arguments and each other only.
  Block &body = *op.getBlock();
  for (Operation &inner : body.without_terminator()) {
    if (!isVectorizableBodyOp(inner) || inner.getNumResults() != 1)
      return std::nullopt;
    for (Value operand : inner.getOperands())
      if (operand.getParentBlock() != &body)
        return std::nullopt;
  }
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  if (yield->getNumOperands() != 1 ||
      yield->getOperand(0).getParentBlock() != &body)
    return std::nullopt;
  ArrayRef<int64_t> shape = acc.getShape();
  return Contraction{op,
                     batched,
                     batched ? shape[0] : 1,
                     shape[shape.size() - 2],
                     shape.back(),
                     lhs.getShape().back()};
}

/// The largest power of two that is at most `limit` and divides `extent`.
int64_t largestPowerOfTwoDividing(int64_t extent, int64_t limit) {
  int64_t p = 1;
  while (p * 2 <= limit && extent % (p * 2) == 0)
    p *= 2;
  return p;
}

struct CPUVectorizeContractionsPass
    : public mlir::tileir::cpu::impl::CPUVectorizeContractionsBase<
          CPUVectorizeContractionsPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<Contraction> found;
    getOperation().walk([&](linalg::GenericOp op) {
      if (std::optional<Contraction> c = matchContraction(op))
        found.push_back(*c);
    });
    for (Contraction &c : found)
      rewrite(c);
  }

  void rewrite(Contraction &c) {
    linalg::GenericOp op = c.op;
    OpBuilder b(op);
    Location loc = op.getLoc();
    Value lhs = op.getDpsInputs()[0], rhs = op.getDpsInputs()[1];
    Value init = op.getDpsInits()[0];
    Type accElem = getElementTypeOrSelf(init.getType());
    Type rhsElem = getElementTypeOrSelf(rhs.getType());

    // Block shape: NR columns, up to two vectors wide; MR rows, as many as
    // fit in half of the registers (the rest hold the rhs row, broadcasts
    // and addresses).
    int64_t lanes =
        std::max<int64_t>(1, vectorBits / accElem.getIntOrFloatBitWidth());
    int64_t nr = largestPowerOfTwoDividing(c.n, 2 * lanes);
    int64_t registersPerRow = std::max<int64_t>(1, llvm::divideCeil(nr, lanes));
    int64_t mr = largestPowerOfTwoDividing(
        c.m, std::max<int64_t>(1, vectorRegisters / 2 / registersPerRow));
    auto accVector = VectorType::get({nr}, accElem);
    auto rhsVector = VectorType::get({nr}, rhsElem);

    // Constants and the transfers' padding (never read: the transfers are in
    // bounds) once, ahead of the loops.
    llvm::SmallDenseMap<int64_t, Value> constants;
    auto index = [&](int64_t v) -> Value {
      Value &c = constants[v];
      if (!c)
        c = arith::ConstantIndexOp::create(b, loc, v);
      return c;
    };
    for (int64_t v : {int64_t(0), int64_t(1), c.m, c.n, c.k, mr, nr, c.batch})
      index(v);
    for (int64_t r = 1; r < mr; ++r)
      index(r);
    Value accPad = ub::PoisonOp::create(b, loc, accElem);
    Value rhsPad =
        rhsElem == accElem ? accPad : ub::PoisonOp::create(b, loc, rhsElem);
    SmallVector<bool> inBounds = {true};

    // One block of MR x NR accumulator elements at rows i.., columns j..:
    // read into registers, all k steps, written back.
    auto blockBody = [&](OpBuilder &builder, Value bt, Value i, Value j,
                         Value acc) -> Value {
      auto at = [&](Value row, Value col) {
        SmallVector<Value> indices;
        if (c.batched)
          indices.push_back(bt);
        indices.append({row, col});
        return indices;
      };
      SmallVector<Value> rows, accs;
      for (int64_t r = 0; r < mr; ++r) {
        rows.push_back(
            r ? arith::AddIOp::create(builder, loc, i, index(r)).getResult()
              : i);
        accs.push_back(vector::TransferReadOp::create(
            builder, loc, accVector, acc, at(rows[r], j), accPad,
            ArrayRef<bool>(inBounds)));
      }
      auto kLoop = scf::ForOp::create(
          builder, loc, index(0), index(c.k), index(1), accs,
          [&](OpBuilder &inner, Location, Value kk, ValueRange carried) {
            Value bRow = vector::TransferReadOp::create(
                inner, loc, rhsVector, rhs, at(kk, j), rhsPad,
                ArrayRef<bool>(inBounds));
            SmallVector<Value> next;
            for (int64_t r = 0; r < mr; ++r) {
              Value a =
                  tensor::ExtractOp::create(inner, loc, lhs, at(rows[r], kk));
              Value aRow = vector::BroadcastOp::create(
                  inner, loc, VectorType::get({nr}, a.getType()), a);
              next.push_back(cloneBodyOnVectors(inner, *op.getBlock(), aRow,
                                                bRow, carried[r], nr));
            }
            scf::YieldOp::create(inner, loc, next);
          });
      Value result = acc;
      for (int64_t r = 0; r < mr; ++r)
        result = vector::TransferWriteOp::create(
                     builder, loc, kLoop.getResult(r), result, at(rows[r], j),
                     ArrayRef<bool>(inBounds))
                     .getResult();
      return result;
    };

    // A loop from 0 to `extent` by `step` that threads the accumulator
    // tensor through `body`.
    auto loop =
        [&](OpBuilder &builder, int64_t extent, int64_t step, Value acc,
            function_ref<Value(OpBuilder &, Value, Value)> body) -> Value {
      return scf::ForOp::create(
                 builder, loc, index(0), index(extent), index(step),
                 ValueRange{acc},
                 [&](OpBuilder &inner, Location, Value iv, ValueRange args) {
                   scf::YieldOp::create(inner, loc,
                                        body(inner, iv, args.front()));
                 })
          .getResult(0);
    };
    auto blocks = [&](OpBuilder &builder, Value bt, Value acc) -> Value {
      return loop(builder, c.m, mr, acc,
                  [&](OpBuilder &mBuilder, Value i, Value mAcc) {
                    return loop(mBuilder, c.n, nr, mAcc,
                                [&](OpBuilder &nBuilder, Value j, Value nAcc) {
                                  return blockBody(nBuilder, bt, i, j, nAcc);
                                });
                  });
    };
    Value result = c.batched ? loop(b, c.batch, 1, init, blocks)
                             : blocks(b, Value(), init);
    op->getResult(0).replaceAllUsesWith(result);
    op->erase();
  }

  /// The generic's `body` on vectors of `width`: its block arguments are
  /// `a`, `bRow` and `acc`, every op is cloned with vector results.
  static Value cloneBodyOnVectors(OpBuilder &b, Block &body, Value a,
                                  Value bRow, Value acc, int64_t width) {
    IRMapping mapping;
    mapping.map(body.getArgument(0), a);
    mapping.map(body.getArgument(1), bRow);
    mapping.map(body.getArgument(2), acc);
    for (Operation &inner : body.without_terminator()) {
      Operation *clone = b.clone(inner, mapping);
      Value result = clone->getResult(0);
      result.setType(VectorType::get({width}, result.getType()));
    }
    return mapping.lookup(body.getTerminator()->getOperand(0));
  }
};

} // namespace
