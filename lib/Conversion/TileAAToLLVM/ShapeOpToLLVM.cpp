//===- ShapeOpToLLVM.cpp - Splat, broadcast, reshape, permute, ... --------===//
//
// The layout depends only on an element's row-major index, so a reshape
// (view, expand_dims) moves nothing. Ops that move elements to other
// positions go through KernelEmitter::gather, except broadcasts along leading
// dimensions, which keep every element in the thread that already holds it,
// and broadcasts, permutes, extracts and cats between explicit layouts, which
// move nothing (a permute's result layout is its source's with the dimensions
// renamed; an extract's or cat's blocks sit in the threads that hold them).
//
//===----------------------------------------------------------------------===//

#include "KernelEmitter.h"

#include "tileir/Dialect/TileAS/IR/TileAS.h"

#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::tileir::tilegpu;
namespace aa = mlir::nv_tileaa;

static llvm::ArrayRef<int64_t> shapeOf(Value v) {
  return cast<RankedTensorType>(v.getType()).getShape();
}

static LogicalResult lowerSplat(aa::SplatOp op, KernelEmitter &em) {
  Value scalar = em.get(op.getSource()).front();
  em.set(op.getResult(), Parts(em.slotsFor(op.getType()), scalar));
  return success();
}

/// Same elements, same order: the parts carry over, when both layouts put
/// each element of the row-major order in the same place (the default
/// layouts always do; coalescing chooses such pairs).
static LogicalResult lowerReshape(Operation *op, KernelEmitter &em) {
  Type from = op->getOperand(0).getType(), to = op->getResult(0).getType();
  if ((em.explicitLayout(from) || em.explicitLayout(to)) &&
      !nv_tileas::haveSameFlatDistribution(cast<RankedTensorType>(from),
                                           cast<RankedTensorType>(to)))
    return op->emitOpError("reshapes ")
           << from << " to " << to
           << ", whose layouts place the elements differently; this lowering "
              "does not move elements in a reshape yet";
  em.set(op->getResult(0), em.get(op->getOperand(0)));
  return success();
}

static LogicalResult lowerBroadcast(aa::BroadcastOp op, KernelEmitter &em) {
  llvm::ArrayRef<int64_t> from = shapeOf(op.getSource());
  llvm::ArrayRef<int64_t> to = op.getType().getShape();
  const Parts &src = em.get(op.getSource());
  int64_t srcN = em.numElements(op.getSource().getType());
  int64_t dstN = em.numElements(op.getType());
  int64_t dstSlots = em.slotsFor(dstN);

  // In layouts the IR gives: each thread repeats elements it holds.
  if (em.explicitLayout(op.getSource().getType()) ||
      em.explicitLayout(op.getType())) {
    std::optional<llvm::SmallVector<int64_t>> registers =
        nv_tileas::getBroadcastSourceRegisters(
            cast<RankedTensorType>(op.getSource().getType()), op.getType());
    if (!registers)
      return op.emitOpError("broadcasts ")
             << op.getSource().getType() << " to " << op.getType()
             << ", whose layouts do not keep each repeated element in a "
                "thread that holds it; this lowering does not move elements "
                "in a broadcast between explicit layouts yet";
    Parts out;
    for (int64_t r : *registers)
      out.push_back(src[r]);
    em.set(op.getResult(), out);
    return success();
  }

  // Broadcasting only leading dimensions: destination element e is source
  // element e mod srcN, which this thread holds in slot k mod srcSlots
  // (T is a multiple of srcN when srcN < T, and srcN of T otherwise).
  size_t firstKept = 0;
  while (firstKept < from.size() && from[firstKept] == 1)
    ++firstKept;
  bool leadingOnly = true;
  for (size_t d = firstKept; d < from.size(); ++d)
    leadingOnly &= from[d] == to[d];
  if (leadingOnly) {
    Parts out;
    for (int64_t k = 0; k < dstSlots; ++k)
      out.push_back(src[k % src.size()]);
    em.set(op.getResult(), out);
    return success();
  }
  if (srcN == 1) {
    em.set(op.getResult(), Parts(dstSlots, src.front()));
    return success();
  }
  em.set(op.getResult(), em.gather(src, srcN, dstN, [&](Value e) {
    auto coords = em.delinearize(e, to);
    for (size_t d = 0; d < from.size(); ++d)
      if (from[d] == 1)
        coords[d] = em.i32Const(0);
    return em.linearize(coords, from);
  }));
  return success();
}

static LogicalResult lowerPermute(aa::PermuteOp op, KernelEmitter &em) {
  // In layouts the IR gives, the result's is the source's permuted (a
  // following conversion moves the elements, if anything must).
  if (em.explicitLayout(op.getSource().getType()) ||
      em.explicitLayout(op.getType())) {
    if (!nv_tileas::isPermutedLayout(
            cast<RankedTensorType>(op.getSource().getType()), op.getType(),
            op.getPermutation()))
      return op.emitOpError("permutes ")
             << op.getSource().getType() << " into " << op.getType()
             << ", whose layout is not the source's permuted; this lowering "
                "does not move elements in a permute between explicit "
                "layouts";
    em.set(op.getResult(), em.get(op.getSource()));
    return success();
  }
  llvm::ArrayRef<int64_t> from = shapeOf(op.getSource());
  llvm::ArrayRef<int64_t> to = op.getType().getShape();
  llvm::ArrayRef<int32_t> perm = op.getPermutation();
  int64_t n = em.numElements(op.getType());
  em.set(op.getResult(), em.gather(em.get(op.getSource()), n, n, [&](Value e) {
    auto coords = em.delinearize(e, to);
    llvm::SmallVector<Value> srcCoords(from.size());
    for (size_t i = 0; i < perm.size(); ++i)
      srcCoords[perm[i]] = coords[i];
    return em.linearize(srcCoords, from);
  }));
  return success();
}

/// The element offsets of the block that `indices` (constants, counted in
/// blocks of `part`) select; std::nullopt where an index is not constant.
static std::optional<llvm::SmallVector<int64_t>>
constantBlockOffsets(ValueRange indices, llvm::ArrayRef<int64_t> part) {
  llvm::SmallVector<int64_t> offsets;
  for (auto [index, size] : llvm::zip(indices, part)) {
    APInt value;
    if (!matchPattern(index, m_ConstantInt(&value)))
      return std::nullopt;
    offsets.push_back(value.getSExtValue() * size);
  }
  return offsets;
}

static LogicalResult lowerExtract(aa::ExtractOp op, KernelEmitter &em) {
  llvm::ArrayRef<int64_t> from = shapeOf(op.getSource());
  llvm::ArrayRef<int64_t> to = op.getType().getShape();
  // In layouts the IR gives: each thread already holds the block's
  // elements (tileas-coalesce chooses such layouts).
  if (em.explicitLayout(op.getSource().getType()) ||
      em.explicitLayout(op.getType())) {
    std::optional<llvm::SmallVector<int64_t>> offsets =
        constantBlockOffsets(op.getIndices(), to);
    if (!offsets)
      return op.emitOpError("extracts ")
             << op.getType() << " from " << op.getSource().getType()
             << " at indices that are not constants; this lowering takes "
                "blocks between explicit layouts only where each thread "
                "holds them in both";
    std::optional<llvm::SmallVector<int64_t>> registers =
        nv_tileas::getSubtileRegisters(
            cast<RankedTensorType>(op.getSource().getType()), op.getType(),
            *offsets);
    if (!registers)
      return op.emitOpError("extracts ")
             << op.getType() << " from " << op.getSource().getType()
             << " where some thread does not hold its elements in both "
                "layouts; this lowering does not move elements in an extract "
                "between explicit layouts";
    const Parts &src = em.get(op.getSource());
    Parts out;
    for (int64_t r : *registers)
      out.push_back(src[r]);
    em.set(op.getResult(), out);
    return success();
  }
  llvm::SmallVector<Value> starts;
  for (auto [idx, size] : llvm::zip(op.getIndices(), to))
    starts.push_back(LLVM::MulOp::create(
        em.b, em.loc, em.toI32(em.get(idx).front()), em.i32Const(size)));
  int64_t srcN = em.numElements(op.getSource().getType());
  int64_t dstN = em.numElements(op.getType());
  em.set(op.getResult(),
         em.gather(em.get(op.getSource()), srcN, dstN, [&](Value e) {
           auto coords = em.delinearize(e, to);
           for (size_t d = 0; d < coords.size(); ++d)
             coords[d] =
                 LLVM::AddOp::create(em.b, em.loc, coords[d], starts[d]);
           return em.linearize(coords, from);
         }));
  return success();
}

/// Destination element e takes source element (coords(e) - start) when it
/// lies in the indexed block, and keeps its own value otherwise. The block
/// test is one unsigned compare per dimension (below the start wraps).
static LogicalResult lowerInsert(aa::InsertOp op, KernelEmitter &em) {
  llvm::ArrayRef<int64_t> part = shapeOf(op.getSource());
  llvm::ArrayRef<int64_t> to = op.getType().getShape();
  llvm::SmallVector<Value> starts;
  for (auto [idx, size] : llvm::zip(op.getIndices(), part))
    starts.push_back(LLVM::MulOp::create(
        em.b, em.loc, em.toI32(em.get(idx).front()), em.i32Const(size)));
  auto local = [&](Value e, Value &inside) {
    auto coords = em.delinearize(e, to);
    inside = em.intConst(em.b.getI1Type(), 1);
    for (size_t d = 0; d < coords.size(); ++d) {
      coords[d] = LLVM::SubOp::create(em.b, em.loc, coords[d], starts[d]);
      Value in = LLVM::ICmpOp::create(em.b, em.loc, LLVM::ICmpPredicate::ult,
                                      coords[d], em.i32Const(part[d]));
      inside = LLVM::AndOp::create(em.b, em.loc, inside, in);
    }
    return coords;
  };
  int64_t partN = em.numElements(op.getSource().getType());
  int64_t dstN = em.numElements(op.getType());
  // Positions outside the block read source element 0; the select below
  // drops them.
  Parts inserted = em.gather(em.get(op.getSource()), partN, dstN, [&](Value e) {
    Value inside;
    auto coords = local(e, inside);
    return LLVM::SelectOp::create(em.b, em.loc, inside,
                                  em.linearize(coords, part), em.i32Const(0))
        .getResult();
  });
  const Parts &dst = em.get(op.getDestination());
  Parts out;
  for (int64_t k = 0; k < em.slotsFor(dstN); ++k) {
    Value inside;
    local(em.elementIndex(dstN, k), inside);
    out.push_back(
        LLVM::SelectOp::create(em.b, em.loc, inside, inserted[k], dst[k]));
  }
  em.set(op.getResult(), out);
  return success();
}

static LogicalResult lowerCat(aa::CatOp op, KernelEmitter &em) {
  llvm::ArrayRef<int64_t> part = shapeOf(op.getLhs());
  llvm::ArrayRef<int64_t> to = op.getType().getShape();
  int64_t dim = op.getDim();
  // In layouts the IR gives: each thread holds its result elements in the
  // operands already, and every result register comes from one of them.
  if (em.explicitLayout(op.getLhs().getType()) ||
      em.explicitLayout(op.getRhs().getType()) ||
      em.explicitLayout(op.getType())) {
    int64_t slots = em.slotsFor(op.getType());
    Parts out(slots);
    bool held = true;
    Value operands[] = {op.getLhs(), op.getRhs()};
    for (auto [k, operand] : llvm::enumerate(operands)) {
      llvm::SmallVector<int64_t> offsets(to.size(), 0);
      offsets[dim] = int64_t(k) * part[dim];
      std::optional<llvm::SmallVector<int64_t>> registers =
          nv_tileas::getSubtileRegisters(
              op.getType(), cast<RankedTensorType>(operand.getType()), offsets);
      if (!registers) {
        held = false;
        break;
      }
      const Parts &src = em.get(operand);
      for (auto [r, w] : llvm::enumerate(*registers))
        out[w] = src[r];
    }
    if (!held || llvm::any_of(out, [](Value v) { return !v; }))
      return op.emitOpError("concatenates into ")
             << op.getType()
             << " where some thread does not hold its elements in the "
                "operands' layouts; this lowering does not move elements in "
                "a cat between explicit layouts";
    em.set(op.getResult(), out);
    return success();
  }
  int64_t partN = em.numElements(op.getLhs().getType());
  int64_t dstN = em.numElements(op.getType());
  // Position in the concatenation, and whether it falls in the rhs.
  auto fromPart = [&](Value e, bool rhs) {
    auto coords = em.delinearize(e, to);
    Value split = em.i32Const(part[dim]);
    Value inRhs = LLVM::ICmpOp::create(em.b, em.loc, LLVM::ICmpPredicate::uge,
                                       coords[dim], split);
    Value local = LLVM::SubOp::create(em.b, em.loc, coords[dim], split);
    coords[dim] =
        LLVM::SelectOp::create(em.b, em.loc, inRhs, local, coords[dim]);
    Value idx = em.linearize(coords, part);
    // Out-of-part positions read element 0; the select below drops them.
    Value mine = rhs ? inRhs
                     : LLVM::XOrOp::create(em.b, em.loc, inRhs,
                                           em.intConst(em.b.getI1Type(), 1));
    return LLVM::SelectOp::create(em.b, em.loc, mine, idx, em.i32Const(0))
        .getResult();
  };
  Parts lhs = em.gather(em.get(op.getLhs()), partN, dstN,
                        [&](Value e) { return fromPart(e, false); });
  Parts rhs = em.gather(em.get(op.getRhs()), partN, dstN,
                        [&](Value e) { return fromPart(e, true); });
  Parts out;
  for (int64_t k = 0; k < em.slotsFor(dstN); ++k) {
    auto coords = em.delinearize(em.elementIndex(dstN, k), to);
    Value inRhs = LLVM::ICmpOp::create(em.b, em.loc, LLVM::ICmpPredicate::uge,
                                       coords[dim], em.i32Const(part[dim]));
    out.push_back(LLVM::SelectOp::create(em.b, em.loc, inRhs, rhs[k], lhs[k]));
  }
  em.set(op.getResult(), out);
  return success();
}

static LogicalResult lowerMakeRange(aa::MakeRangeOp op, KernelEmitter &em) {
  Type elem = op.getType().getElementType();
  Parts out;
  for (int64_t k = 0; k < em.slotsFor(op.getType()); ++k) {
    Value e = em.elementIndex(op.getType(), k);
    Value v = LLVM::AddOp::create(em.b, em.loc, e, em.i32Const(op.getStart()));
    unsigned width = elem.getIntOrFloatBitWidth();
    if (width > 32)
      v = LLVM::SExtOp::create(em.b, em.loc, elem, v);
    else if (width < 32)
      v = LLVM::TruncOp::create(em.b, em.loc, elem, v);
    out.push_back(v);
  }
  em.set(op.getResult(), out);
  return success();
}

void mlir::tileir::tilegpu::registerShapeLowerings(LoweringTable &t) {
  t.add<aa::SplatOp>(lowerSplat);
  t.add(aa::ViewOp::getOperationName(), lowerReshape);
  t.add(aa::ExpandDimsOp::getOperationName(), lowerReshape);
  t.add<aa::BroadcastOp>(lowerBroadcast);
  t.add<aa::PermuteOp>(lowerPermute);
  t.add<aa::ExtractOp>(lowerExtract);
  t.add<aa::InsertOp>(lowerInsert);
  t.add<aa::CatOp>(lowerCat);
  t.add<aa::MakeRangeOp>(lowerMakeRange);
}
