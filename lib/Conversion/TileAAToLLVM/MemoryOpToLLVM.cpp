//===- MemoryOpToLLVM.cpp - Memrefs, tiled views, loads and stores --------===//
//
// A memref (and a tiled view of it) is [base, shape..., strides...] in i64;
// the tile and layout parameters stay static in the type. Each thread
// computes the addresses of its own slots; consecutive threads hold
// consecutive row-major elements, so a row-major tile's accesses coalesce.
// Out-of-bounds view elements read the padding value and are not written.
//
//===----------------------------------------------------------------------===//

#include "MemoryAccess.h"

#include "tileir/Dialect/TileAS/IR/TileAS.h"

#include "tileir/Dialect/TileAA/IR/Divisibility.h"
#include "tileir/Dialect/TileAA/IR/TileAA.h"

using namespace mlir;
using namespace mlir::tileir::tilegpu;
namespace aa = mlir::nv_tileaa;
namespace ct = mlir::cuda_tile;

//===----------------------------------------------------------------------===//
// Addresses
//===----------------------------------------------------------------------===//

LLVM::AtomicOrdering
mlir::tileir::tilegpu::toLLVMOrdering(ct::MemoryOrdering ordering) {
  switch (ordering) {
  case ct::MemoryOrdering::Weak:
    return LLVM::AtomicOrdering::not_atomic;
  case ct::MemoryOrdering::Relaxed:
    return LLVM::AtomicOrdering::monotonic;
  case ct::MemoryOrdering::Acquire:
    return LLVM::AtomicOrdering::acquire;
  case ct::MemoryOrdering::Release:
    return LLVM::AtomicOrdering::release;
  case ct::MemoryOrdering::AcqRel:
    return LLVM::AtomicOrdering::acq_rel;
  }
  llvm_unreachable("unknown ordering");
}

llvm::StringRef mlir::tileir::tilegpu::toSyncScope(ct::MemoryScope scope) {
  switch (scope) {
  case ct::MemoryScope::TileBlock:
    return "block"; // A tile block is one CTA.
  case ct::MemoryScope::Device:
    return "device";
  case ct::MemoryScope::System:
    return "";
  }
  llvm_unreachable("unknown scope");
}

MemoryOrder mlir::tileir::tilegpu::memoryOrderOf(Operation *op) {
  MemoryOrder order;
  if (auto o = op->getAttrOfType<ct::MemoryOrderingAttr>(
          "memory_ordering_semantics"))
    order.ordering = toLLVMOrdering(o.getValue());
  if (auto s = op->getAttrOfType<ct::MemoryScopeAttr>("memory_scope"))
    order.scope = toSyncScope(s.getValue());
  return order;
}

static bool isNibble(Type elementType) {
  return !isa<LLVM::LLVMPointerType>(elementType) &&
         elementType.getIntOrFloatBitWidth() == 4;
}

Value mlir::tileir::tilegpu::elementAddress(KernelEmitter &em, Type elementType,
                                            Value base, Value offset) {
  if (isNibble(elementType)) {
    Value bytes = LLVM::SDivOp::create(em.b, em.loc, offset, em.i64Const(2));
    return LLVM::GEPOp::create(em.b, em.loc, base.getType(), em.b.getI8Type(),
                               base, ValueRange{bytes});
  }
  Type storage = em.storageType(elementType);
  Type memType = storage.isInteger(1) ? em.b.getI8Type() : storage;
  return LLVM::GEPOp::create(em.b, em.loc, base.getType(), memType, base,
                             ValueRange{offset});
}

Value mlir::tileir::tilegpu::nibbleShift(KernelEmitter &em, Value offset) {
  Value odd = LLVM::AndOp::create(em.b, em.loc, offset, em.i64Const(1));
  Value shift = LLVM::ShlOp::create(em.b, em.loc, odd, em.i64Const(2));
  return LLVM::TruncOp::create(em.b, em.loc, em.b.getI8Type(), shift);
}

/// Every element access states its natural alignment (PTX accesses must be
/// naturally aligned). Atomic ones need an explicit alignment anyway; a
/// weak one left without would take the ABI alignment of the data layout
/// the module has when it is translated to LLVM IR, which is not NVPTX's
/// yet: 4 bytes for i64 and f64, whose loads and stores were then split
/// into two 32-bit halves (the i64 tables of a list of arrays, the i64
/// atomics corpus kernels' plain accesses).
static unsigned alignmentFor(const MemoryOrder &, Type memType) {
  if (isa<LLVM::LLVMPointerType>(memType))
    return 8;
  return std::max(1u, memType.getIntOrFloatBitWidth() / 8);
}

static Value loadOrdered(KernelEmitter &em, Type memType, Value address,
                         const MemoryOrder &order) {
  return LLVM::LoadOp::create(
      em.b, em.loc, memType, address, alignmentFor(order, memType),
      /*isVolatile=*/false, /*isNonTemporal=*/false,
      /*isInvariant=*/false,
      /*isInvariantGroup=*/false, order.ordering, order.scope);
}

Value mlir::tileir::tilegpu::loadElement(KernelEmitter &em, Type elementType,
                                         Value address, Value nibble,
                                         const MemoryOrder &order) {
  OpBuilder &b = em.b;
  Type storage = em.storageType(elementType);
  Type i8 = b.getI8Type();
  if (isNibble(elementType)) {
    Value byte = loadOrdered(em, i8, address, order);
    if (nibble)
      byte = LLVM::LShrOp::create(b, em.loc, byte, nibble);
    Value v = LLVM::AndOp::create(b, em.loc, byte, em.intConst(i8, 0xF));
    if (storage == i8)
      return v;
    return LLVM::TruncOp::create(b, em.loc, storage, v);
  }
  if (storage.isInteger(1)) {
    Value byte = loadOrdered(em, i8, address, order);
    return LLVM::TruncOp::create(b, em.loc, storage, byte);
  }
  return loadOrdered(em, storage, address, order);
}

/// Replaces the nibble at `shift` of the byte at `address` with `value`'s
/// low four bits: a compare-and-swap loop, since the other nibble may be
/// another thread's element.
static void storeNibble(KernelEmitter &em, Value value, Value address,
                        Value shift, const MemoryOrder &order) {
  OpBuilder &b = em.b;
  Location loc = em.loc;
  Type i8 = b.getI8Type();
  if (value.getType() != i8)
    value = LLVM::ZExtOp::create(b, loc, i8, value);
  Value nibble = LLVM::AndOp::create(b, loc, value, em.intConst(i8, 0xF));
  Value keep = em.intConst(i8, ~0xF);
  if (shift) {
    nibble = LLVM::ShlOp::create(b, loc, nibble, shift);
    keep = LLVM::XOrOp::create(
        b, loc, LLVM::ShlOp::create(b, loc, em.intConst(i8, 0xF), shift),
        em.intConst(i8, -1));
  }
  // A weak store only needs its byte updated atomically with respect to
  // the other threads of the device.
  bool weak = order.ordering == LLVM::AtomicOrdering::not_atomic;
  LLVM::AtomicOrdering success =
      weak ? LLVM::AtomicOrdering::monotonic : order.ordering;
  llvm::StringRef scope = weak ? "device" : order.scope;
  Value first = LLVM::LoadOp::create(b, loc, i8, address, /*alignment=*/1,
                                     false, false, false, false,
                                     LLVM::AtomicOrdering::monotonic, scope);
  Region *region = b.getInsertionBlock()->getParent();
  Block *current = b.getInsertionBlock();
  Block *retry = b.createBlock(region, region->end(), {i8}, {loc});
  Block *done = b.createBlock(region, region->end());
  b.setInsertionPointToEnd(current);
  LLVM::BrOp::create(b, loc, ValueRange{first}, retry);
  b.setInsertionPointToEnd(retry);
  Value seen = retry->getArgument(0);
  Value updated = LLVM::OrOp::create(
      b, loc, LLVM::AndOp::create(b, loc, seen, keep), nibble);
  auto cas = LLVM::AtomicCmpXchgOp::create(
      b, loc, address, seen, updated, success, LLVM::AtomicOrdering::monotonic,
      scope, /*alignment=*/1);
  Value old = LLVM::ExtractValueOp::create(b, loc, cas, 0);
  Value ok = LLVM::ExtractValueOp::create(b, loc, cas, 1);
  LLVM::CondBrOp::create(b, loc, ok, done, ValueRange(), retry,
                         ValueRange{old});
  b.setInsertionPointToEnd(done);
}

void mlir::tileir::tilegpu::storeElement(KernelEmitter &em, Type elementType,
                                         Value value, Value address,
                                         Value nibble,
                                         const MemoryOrder &order) {
  if (isNibble(elementType))
    return storeNibble(em, value, address, nibble, order);
  if (value.getType().isInteger(1))
    value = LLVM::ZExtOp::create(em.b, em.loc, em.b.getI8Type(), value);
  LLVM::StoreOp::create(
      em.b, em.loc, value, address, alignmentFor(order, value.getType()),
      /*isVolatile=*/false, /*isNonTemporal=*/false,
      /*isInvariantGroup=*/false, order.ordering, order.scope);
}

namespace {
/// Where a tile of a (non-gather) tiled view starts along tile dimension
/// `dim`: the memref dimension it walks and the element index (i64) of its
/// first element there.
struct ViewDimStart {
  int64_t target;
  int64_t step;
  Value start;
};
} // namespace

static ViewDimStart viewDimStart(KernelEmitter &em, aa::TiledViewType viewType,
                                 ValueRange indices, int64_t dim) {
  DictionaryAttr layout = viewType.getLayout();
  int64_t target = cast<DenseI64ArrayAttr>(layout.get("dim_map"))[dim];
  int64_t step = viewType.getTileShape()[dim];
  if (viewType.getKind().getValue() == "strided")
    step = cast<DenseI64ArrayAttr>(layout.get("traversal_strides"))[dim];
  Value start = LLVM::MulOp::create(
      em.b, em.loc, em.toI64(em.get(indices[dim]).front()), em.i64Const(step));
  return {target, step, start};
}

ShiftedViewAccess::ShiftedViewAccess(KernelEmitter &em,
                                     aa::TiledViewType viewType,
                                     const Parts &view, ValueRange indices,
                                     Type tileType)
    : em(em), viewType(viewType), view(view) {
  llvm::ArrayRef<int64_t> tileShape = viewType.getTileShape();
  int64_t memRank = viewType.getMemref().getRank();
  auto coords = em.delinearize(em.elementIndex(tileType, 0), tileShape);
  offset = em.i64Const(0);
  for (int64_t i = 0, rank = tileShape.size(); i < rank; ++i) {
    ViewDimStart start = viewDimStart(em, viewType, indices, i);
    Dim d;
    d.coord = LLVM::AddOp::create(em.b, em.loc, start.start,
                                  em.toI64(coords[i], false));
    d.extent = view[1 + start.target];
    d.stride = view[1 + memRank + start.target];
    // A tile that steps by its own extent starts at a multiple of it, so
    // this thread's coordinate plus a shift within the tile is negative
    // exactly when the tile's start is: then nothing is in bounds, else
    // the shifted coordinate is in bounds when the shift is below
    // extent - coord (signed; extents are below 2^63).
    if (start.step == tileShape[i]) {
      Value negative = LLVM::ICmpOp::create(
          em.b, em.loc, LLVM::ICmpPredicate::slt, start.start, em.i64Const(0));
      d.room = LLVM::SelectOp::create(
          em.b, em.loc, negative, em.i64Const(0),
          LLVM::SubOp::create(em.b, em.loc, d.extent, d.coord));
    }
    offset = LLVM::AddOp::create(
        em.b, em.loc, offset,
        LLVM::MulOp::create(em.b, em.loc, d.coord, d.stride));
    dims.push_back(d);
  }
}

Value ShiftedViewAccess::check(const Dim &d, int64_t shift) {
  // Slot 0 too compares with the room where there is one, so that the
  // coordinate itself need not stay live; else the shifted coordinate,
  // unsigned (negative coordinates are out of bounds too).
  return d.room ? LLVM::ICmpOp::create(em.b, em.loc, LLVM::ICmpPredicate::slt,
                                       em.i64Const(shift), d.room)
                : LLVM::ICmpOp::create(
                      em.b, em.loc, LLVM::ICmpPredicate::ult,
                      shift ? LLVM::AddOp::create(em.b, em.loc, d.coord,
                                                  em.i64Const(shift))
                            : d.coord,
                      d.extent);
}

Value ShiftedViewAccess::boundsAlong(llvm::ArrayRef<int64_t> delta,
                                     llvm::ArrayRef<bool> which) {
  Value inBounds = em.intConst(em.b.getI1Type(), 1);
  for (auto [d, shift, checked] : llvm::zip_equal(dims, delta, which))
    if (checked)
      inBounds = LLVM::AndOp::create(em.b, em.loc, inBounds, check(d, shift));
  return inBounds;
}

Value ShiftedViewAccess::addressAt(llvm::ArrayRef<int64_t> delta) {
  Value shifted = offset;
  for (auto [d, shift] : llvm::zip_equal(dims, delta))
    if (shift)
      shifted = LLVM::AddOp::create(
          em.b, em.loc, shifted,
          LLVM::MulOp::create(em.b, em.loc, em.i64Const(shift), d.stride));
  Type elem = viewType.getMemref().getElementType();
  return elementAddress(em, elem, view[0], shifted);
}

ViewAccessInfo mlir::tileir::tilegpu::computeViewAccess(
    KernelEmitter &em, aa::TiledViewType viewType, const Parts &view,
    ValueRange indices, int64_t slot, const Parts *gatherIndices,
    Type tileType) {
  llvm::ArrayRef<int64_t> tileShape = viewType.getTileShape();
  int64_t rank = tileShape.size();
  int64_t memRank = viewType.getMemref().getRank();
  llvm::StringRef kind = viewType.getKind().getValue();
  DictionaryAttr layout = viewType.getLayout();
  int64_t n = 1;
  for (int64_t d : tileShape)
    n *= d;

  Value e =
      tileType ? em.elementIndex(tileType, slot) : em.elementIndex(n, slot);
  auto coords = em.delinearize(e, tileShape);
  Value offset = em.i64Const(0);
  Value inBounds = em.intConst(em.b.getI1Type(), 1);
  for (int64_t i = 0; i < rank; ++i) {
    int64_t target = i;
    Value coord;
    if (kind == "gather_scatter") {
      int64_t sparse = cast<IntegerAttr>(layout.get("sparse_dim")).getInt();
      if (i == sparse)
        coord = em.toI64((*gatherIndices)[slot]);
      else
        coord = em.toI64(em.get(indices[i]).front());
      if (i != sparse)
        coord = LLVM::AddOp::create(em.b, em.loc, coord,
                                    em.toI64(coords[i], false));
    } else {
      ViewDimStart start = viewDimStart(em, viewType, indices, i);
      target = start.target;
      coord = LLVM::AddOp::create(em.b, em.loc, start.start,
                                  em.toI64(coords[i], false));
    }
    Value extent = view[1 + target];
    Value stride = view[1 + memRank + target];
    // Unsigned compare: negative coordinates are out of bounds too.
    Value ok = LLVM::ICmpOp::create(em.b, em.loc, LLVM::ICmpPredicate::ult,
                                    coord, extent);
    inBounds = LLVM::AndOp::create(em.b, em.loc, inBounds, ok);
    offset = LLVM::AddOp::create(
        em.b, em.loc, offset, LLVM::MulOp::create(em.b, em.loc, coord, stride));
  }
  Type elem = viewType.getMemref().getElementType();
  Value nibble = isNibble(elem) ? nibbleShift(em, offset) : Value();
  return {elementAddress(em, elem, view[0], offset), inBounds, nibble};
}

Value mlir::tileir::tilegpu::paddingValue(KernelEmitter &em,
                                          aa::TiledViewType viewType) {
  Type elem = viewType.getMemref().getElementType();
  Type storage = em.storageType(elem);
  auto pad = dyn_cast_or_null<ct::PaddingValueAttr>(
      viewType.getLayout().get("padding_value"));
  if (!pad || !isa<FloatType>(storage) || storage != elem)
    return em.zero(storage);
  const llvm::fltSemantics &sem = cast<FloatType>(storage).getFloatSemantics();
  llvm::APFloat v = llvm::APFloat::getZero(sem);
  switch (pad.getValue()) {
  case ct::PaddingValue::Zero:
    break;
  case ct::PaddingValue::NegZero:
    v = llvm::APFloat::getZero(sem, /*Negative=*/true);
    break;
  case ct::PaddingValue::Nan:
    v = llvm::APFloat::getQNaN(sem);
    break;
  case ct::PaddingValue::PosInf:
    v = llvm::APFloat::getInf(sem);
    break;
  case ct::PaddingValue::NegInf:
    v = llvm::APFloat::getInf(sem, /*Negative=*/true);
    break;
  }
  return LLVM::ConstantOp::create(em.b, em.loc, storage,
                                  em.b.getFloatAttr(storage, v));
}

/// For gather/scatter views: this thread's slots of the index tensor,
/// redistributed to the accessed tile's layout.
static std::optional<Parts> gatherIndexParts(KernelEmitter &em,
                                             aa::TiledViewType viewType,
                                             ValueRange indices) {
  if (viewType.getKind().getValue() != "gather_scatter")
    return std::nullopt;
  int64_t sparse =
      cast<IntegerAttr>(viewType.getLayout().get("sparse_dim")).getInt();
  llvm::ArrayRef<int64_t> tileShape = viewType.getTileShape();
  Value idx = indices[sparse];
  int64_t idxN = KernelEmitter::numElements(idx.getType());
  int64_t n = 1;
  for (int64_t d : tileShape)
    n *= d;
  return em.gather(em.get(idx), idxN, n, [&](Value e) {
    auto coords = em.delinearize(e, tileShape);
    return idxN == 1 ? em.i32Const(0) : coords[sparse];
  });
}

//===----------------------------------------------------------------------===//
// Lowerings
//===----------------------------------------------------------------------===//

static LogicalResult lowerMakeMemRef(aa::MakeMemRefOp op, KernelEmitter &em) {
  aa::MemRefType type = op.getType();
  Parts parts{em.get(op.getBase()).front()};
  auto dynShape = op.getDynamicShape();
  auto dynStrides = op.getDynamicStrides();
  size_t nextShape = 0, nextStride = 0;
  for (int64_t d : type.getShape())
    parts.push_back(ShapedType::isDynamic(d)
                        ? em.toI64(em.get(dynShape[nextShape++]).front())
                        : em.i64Const(d));
  for (int64_t s : type.getStrides())
    parts.push_back(ShapedType::isDynamic(s)
                        ? em.toI64(em.get(dynStrides[nextStride++]).front())
                        : em.i64Const(s));
  em.set(op.getResult(), parts);
  return success();
}

static LogicalResult lowerGetMemRefShape(aa::GetMemRefShapeOp op,
                                         KernelEmitter &em) {
  const Parts &m = em.get(op.getSrc());
  for (auto [i, r] : llvm::enumerate(op.getResults()))
    em.set(r, {LLVM::TruncOp::create(em.b, em.loc, r.getType(), m[1 + i])
                   .getResult()});
  return success();
}

static LogicalResult lowerGetIndexSpaceShape(aa::GetIndexSpaceShapeOp op,
                                             KernelEmitter &em) {
  auto viewType = cast<aa::TiledViewType>(op.getSrc().getType());
  const Parts &v = em.get(op.getSrc());
  llvm::StringRef kind = viewType.getKind().getValue();
  DictionaryAttr layout = viewType.getLayout();
  for (auto [i, r] : llvm::enumerate(op.getResults())) {
    Value extent;
    if (kind == "gather_scatter") {
      extent = v[1 + i];
    } else {
      int64_t target = cast<DenseI64ArrayAttr>(layout.get("dim_map"))[i];
      int64_t step = viewType.getTileShape()[i];
      if (kind == "strided")
        step = cast<DenseI64ArrayAttr>(layout.get("traversal_strides"))[i];
      // ceil(extent / step)
      Value sum = LLVM::AddOp::create(em.b, em.loc, v[1 + target],
                                      em.i64Const(step - 1));
      extent = LLVM::SDivOp::create(em.b, em.loc, sum, em.i64Const(step));
    }
    em.set(
        r,
        {LLVM::TruncOp::create(em.b, em.loc, r.getType(), extent).getResult()});
  }
  return success();
}

/// How many consecutive slots of a tile of `tileType` a thread can move with
/// one vector access of `viewType`: its layout's run of registers along the
/// tile dimension that runs along the memory's contiguous one (unit
/// stride), capped at 16 bytes; 1 when no vector access applies (ordered
/// accesses stay element by element).
static int64_t vectorWidth(KernelEmitter &em, aa::TiledViewType viewType,
                           Type tileType, const MemoryOrder &order) {
  if (viewType.getKind().getValue() != "partition" ||
      order.ordering != LLVM::AtomicOrdering::not_atomic)
    return 1;
  aa::MemRefType memref = viewType.getMemref();
  Type elem = memref.getElementType();
  if (isNibble(elem) || elem.isInteger(1))
    return 1;
  std::optional<unsigned> dim = viewType.getContiguousTileDim();
  if (!dim)
    return 1;
  return em.contiguousRun(tileType, *dim, em.storageType(elem));
}

/// Whether slots [k, k + width) can move as one vector: all in bounds and
/// the address aligned to the vector's size. Contiguous slots differ only
/// along the last dimension, so the first and last bound the rest.
static Value vectorAccessApplies(KernelEmitter &em, const ViewAccessInfo &first,
                                 const ViewAccessInfo &last, int64_t bytes) {
  Value address =
      LLVM::PtrToIntOp::create(em.b, em.loc, em.b.getI64Type(), first.address);
  Value misaligned =
      LLVM::AndOp::create(em.b, em.loc, address, em.i64Const(bytes - 1));
  Value aligned = LLVM::ICmpOp::create(em.b, em.loc, LLVM::ICmpPredicate::eq,
                                       misaligned, em.i64Const(0));
  Value inBounds =
      LLVM::AndOp::create(em.b, em.loc, first.inBounds, last.inBounds);
  return LLVM::AndOp::create(em.b, em.loc, inBounds, aligned);
}

/// Slots [k, k + width) of a tile, moved as one vector of `storage`
/// elements where `fast` holds.
struct VectorRun {
  llvm::SmallVector<ViewAccessInfo> accesses;
  VectorType type;
  int64_t bytes;
  Value fast;
};

/// With `whole` (areRunsAlignedAndWhole), only the first slot's access is
/// computed and `fast` is its bounds check: the run then never needs the
/// element-by-element path.
static VectorRun vectorRun(KernelEmitter &em,
                           llvm::function_ref<ViewAccessInfo(int64_t)> access,
                           int64_t k, int64_t width, Type storage, bool whole) {
  VectorRun run;
  for (int64_t i = 0; i < (whole ? 1 : width); ++i)
    run.accesses.push_back(access(k + i));
  run.type = VectorType::get({width}, storage);
  run.bytes = width * em.sharedBytes(storage);
  run.fast = whole ? run.accesses.front().inBounds
                   : vectorAccessApplies(em, run.accesses.front(),
                                         run.accesses.back(), run.bytes);
  return run;
}

/// Appends one run's slots to `out`: one vector load of `bytes` from
/// `address` where `fast` holds, else `otherwise`; with `loadSlot`, slot by
/// slot where `fast` does not hold (a run that may be partly out of bounds,
/// masked or misaligned).
static void loadRun(KernelEmitter &em, Value fast, VectorType type,
                    Value address, int64_t bytes, Value otherwise,
                    llvm::function_ref<Value(int64_t)> loadSlot, Parts &out) {
  Value vector = em.emitIfValue(
      fast, type,
      [&] {
        return LLVM::LoadOp::create(em.b, em.loc, type, address, bytes)
            .getResult();
      },
      otherwise);
  int64_t width = type.getNumElements();
  if (loadSlot) {
    Value slow = LLVM::XOrOp::create(em.b, em.loc, fast,
                                     em.intConst(em.b.getI1Type(), 1));
    vector = em.emitIfValue(
        slow, type,
        [&] {
          Value v = LLVM::PoisonOp::create(em.b, em.loc, type);
          for (int64_t i = 0; i < width; ++i)
            v = LLVM::InsertElementOp::create(em.b, em.loc, v, loadSlot(i),
                                              em.i32Const(i));
          return v;
        },
        vector);
  }
  for (int64_t i = 0; i < width; ++i)
    out.push_back(
        LLVM::ExtractElementOp::create(em.b, em.loc, vector, em.i32Const(i)));
}

/// Stores one run's slots `values` as one vector of `bytes` at `address`
/// where `fast` holds; with `storeSlot`, slot by slot where `unless` does
/// not hold.
static void storeRun(KernelEmitter &em, Value fast, VectorType type,
                     llvm::ArrayRef<Value> values, Value address, int64_t bytes,
                     Value unless,
                     llvm::function_ref<void(int64_t)> storeSlot) {
  em.emitIf(fast, [&] {
    Value v = LLVM::PoisonOp::create(em.b, em.loc, type);
    for (auto [i, value] : llvm::enumerate(values))
      v = LLVM::InsertElementOp::create(em.b, em.loc, v, value, em.i32Const(i));
    LLVM::StoreOp::create(em.b, em.loc, v, address, bytes);
  });
  if (!storeSlot)
    return;
  Value slow = LLVM::XOrOp::create(em.b, em.loc, unless,
                                   em.intConst(em.b.getI1Type(), 1));
  em.emitIf(slow, [&] {
    for (int64_t i = 0, e = values.size(); i < e; ++i)
      storeSlot(i);
  });
}

static LogicalResult lowerTiledLoad(aa::TiledLoadOp op, KernelEmitter &em) {
  auto viewType = cast<aa::TiledViewType>(op.getView().getType());
  Type elem = viewType.getMemref().getElementType();
  Type tileType = op.getTile().getType();
  MemoryOrder order = memoryOrderOf(op);
  const Parts &view = em.get(op.getView());
  auto gathered = gatherIndexParts(em, viewType, op.getIndex());
  Value pad = paddingValue(em, viewType);
  int64_t slots = em.partTypes(tileType).size();
  int64_t width = vectorWidth(em, viewType, tileType, order);
  auto access = [&](int64_t k) {
    return computeViewAccess(em, viewType, view, op.getIndex(), k,
                             gathered ? &*gathered : nullptr, tileType);
  };
  auto loadScalar = [&](const ViewAccessInfo &a) {
    return em.emitIfValue(
        a.inBounds, pad.getType(),
        [&] { return loadElement(em, elem, a.address, a.nibble, order); }, pad);
  };
  bool whole = width > 1 &&
               nv_tileaa::areRunsAlignedAndWhole(op.getView(), width,
                                                 em.sharedBytes(pad.getType()));
  Parts out;
  for (int64_t k = 0; k < slots; k += width) {
    if (width == 1) {
      out.push_back(loadScalar(access(k)));
      continue;
    }
    // One vector load where the whole run is in bounds and aligned, else
    // element by element with padding (or, for runs proven whole, all
    // padding).
    VectorRun run = vectorRun(em, access, k, width, pad.getType(), whole);
    Value otherwise = LLVM::PoisonOp::create(em.b, em.loc, run.type);
    if (whole)
      for (int64_t i = 0; i < width; ++i)
        otherwise = LLVM::InsertElementOp::create(em.b, em.loc, otherwise, pad,
                                                  em.i32Const(i));
    auto loadSlot = [&](int64_t i) { return loadScalar(run.accesses[i]); };
    loadRun(em, run.fast, run.type, run.accesses.front().address, run.bytes,
            otherwise, whole ? llvm::function_ref<Value(int64_t)>() : loadSlot,
            out);
  }
  em.set(op.getTile(), out);
  return success();
}

static LogicalResult lowerTiledStore(aa::TiledStoreOp op, KernelEmitter &em) {
  auto viewType = cast<aa::TiledViewType>(op.getView().getType());
  Type elem = viewType.getMemref().getElementType();
  Type tileType = op.getTile().getType();
  MemoryOrder order = memoryOrderOf(op);
  const Parts &view = em.get(op.getView());
  const Parts &tile = em.get(op.getTile());
  auto gathered = gatherIndexParts(em, viewType, op.getIndex());
  int64_t width = vectorWidth(em, viewType, tileType, order);
  auto access = [&](int64_t k) {
    return computeViewAccess(em, viewType, view, op.getIndex(), k,
                             gathered ? &*gathered : nullptr, tileType);
  };
  auto storeScalar = [&](int64_t k, const ViewAccessInfo &a) {
    Value cond = a.inBounds;
    if (Value primary = em.primaryPredicate(tileType, k))
      cond = LLVM::AndOp::create(em.b, em.loc, cond, primary);
    em.emitIf(cond, [&] {
      storeElement(em, elem, tile[k], a.address, a.nibble, order);
    });
  };
  bool whole =
      width > 1 && nv_tileaa::areRunsAlignedAndWhole(
                       op.getView(), width, em.sharedBytes(tile[0].getType()));
  for (int64_t k = 0, e = tile.size(); k < e; k += width) {
    if (width == 1) {
      storeScalar(k, access(k));
      continue;
    }
    VectorRun run = vectorRun(em, access, k, width, tile[k].getType(), whole);
    Value primary = em.primaryPredicate(tileType, k);
    Value fastHere = primary
                         ? LLVM::AndOp::create(em.b, em.loc, run.fast, primary)
                         : run.fast;
    auto storeSlot = [&](int64_t i) { storeScalar(k + i, run.accesses[i]); };
    storeRun(em, fastHere, run.type, llvm::ArrayRef(tile).slice(k, width),
             run.accesses.front().address, run.bytes, run.fast,
             whole ? llvm::function_ref<void(int64_t)>() : storeSlot);
  }
  return success();
}

static LogicalResult lowerAddPtr(aa::AddPtrOp op, KernelEmitter &em) {
  const Parts &ptrs = em.get(op.getPtr());
  const Parts &offsets = em.get(op.getOffset());
  Type elem = op.getElementType();
  Parts out;
  for (auto [p, o] : llvm::zip(ptrs, offsets))
    out.push_back(elementAddress(em, elem, p, em.toI64(o)));
  em.set(op.getResult(), out);
  return success();
}

/// How a gather or scatter's slots go in runs: `width` consecutive slots a
/// thread may move with one vector access (its layout's run of registers
/// along the dimension its pointers' offsets step by one, as tileas-coalesce
/// chose it, capped at 16 bytes; 1 for ordered accesses, sub-byte elements
/// and pointers the IR does not show stepping), and whether the pointers
/// are proven one element apart along it (their base the same along the
/// dimension), which leaves only alignment and masks to check at run time.
struct PointerRuns {
  int64_t width = 1;
  bool contiguous = false;
};

static PointerRuns pointerRuns(KernelEmitter &em, Value ptr, Type elem,
                               const MemoryOrder &order) {
  PointerRuns runs;
  if (order.ordering != LLVM::AtomicOrdering::not_atomic || isNibble(elem) ||
      elem.isInteger(1))
    return runs;
  auto addPtr = ptr.getDefiningOp<aa::AddPtrOp>();
  std::optional<unsigned> dim =
      addPtr ? aa::getUnitStepDim(addPtr.getOffset()) : std::nullopt;
  if (!dim)
    return runs;
  runs.width = em.contiguousRun(ptr.getType(), *dim, em.storageType(elem));
  runs.contiguous = aa::isUniformAlong(addPtr.getPtr(), *dim);
  return runs;
}

/// Whether slots [k, k + width) of a gather or scatter can move as one
/// vector: pointers one element apart (checked unless `runs` proves it),
/// the first aligned to the vector's size, and every lane's `cond` (mask,
/// primary predicate) set. Checked at run time, so the vector access moves
/// exactly the lanes the element-wise one would.
static Value pointerRunApplies(KernelEmitter &em, const Parts &ptrs,
                               llvm::ArrayRef<Value> conds, int64_t k,
                               const PointerRuns &runs, int64_t bytes) {
  OpBuilder &b = em.b;
  auto address = [&](int64_t i) {
    return LLVM::PtrToIntOp::create(b, em.loc, b.getI64Type(), ptrs[k + i])
        .getResult();
  };
  Value first = address(0);
  Value misaligned = LLVM::AndOp::create(b, em.loc, first,
                                         em.i64Const(runs.width * bytes - 1));
  Value fast = LLVM::ICmpOp::create(b, em.loc, LLVM::ICmpPredicate::eq,
                                    misaligned, em.i64Const(0));
  for (int64_t i = 1; i < runs.width && !runs.contiguous; ++i) {
    Value expected =
        LLVM::AddOp::create(b, em.loc, first, em.i64Const(i * bytes));
    fast = LLVM::AndOp::create(b, em.loc, fast,
                               LLVM::ICmpOp::create(b, em.loc,
                                                    LLVM::ICmpPredicate::eq,
                                                    address(i), expected));
  }
  for (Value cond : conds)
    if (cond)
      fast = LLVM::AndOp::create(b, em.loc, fast, cond);
  return fast;
}

static LogicalResult lowerLoad(aa::LoadOp op, KernelEmitter &em) {
  Type elem = getElementTypeOrSelf(op.getResult().getType());
  MemoryOrder order = memoryOrderOf(op);
  const Parts &ptrs = em.get(op.getPtr());
  const Parts *mask = op.getMask() ? &em.get(op.getMask()) : nullptr;
  const Parts *other = op.getOther() ? &em.get(op.getOther()) : nullptr;
  Type storage = em.storageType(elem);
  auto loadScalar = [&](size_t k) {
    if (!mask)
      return loadElement(em, elem, ptrs[k], Value(), order);
    Value fallback = other ? (*other)[k] : em.zero(storage);
    return em.emitIfValue(
        (*mask)[k], storage,
        [&] { return loadElement(em, elem, ptrs[k], Value(), order); },
        fallback);
  };
  PointerRuns runs = pointerRuns(em, op.getPtr(), elem, order);
  int64_t width = runs.width;
  Parts out;
  for (size_t k = 0; k < ptrs.size(); k += width) {
    if (width == 1) {
      out.push_back(loadScalar(k));
      continue;
    }
    // One vector load where the run's pointers are contiguous, aligned and
    // all unmasked; else element by element.
    auto type = VectorType::get({width}, storage);
    int64_t bytes = width * em.sharedBytes(storage);
    llvm::SmallVector<Value> conds;
    if (mask)
      conds.append(mask->begin() + k, mask->begin() + k + width);
    Value fast =
        pointerRunApplies(em, ptrs, conds, k, runs, em.sharedBytes(storage));
    loadRun(
        em, fast, type, ptrs[k], bytes,
        LLVM::PoisonOp::create(em.b, em.loc, type),
        [&](int64_t i) { return loadScalar(k + i); }, out);
  }
  em.set(op.getResult(), out);
  return success();
}

static LogicalResult lowerStore(aa::StoreOp op, KernelEmitter &em) {
  Type elem = getElementTypeOrSelf(op.getValue().getType());
  MemoryOrder order = memoryOrderOf(op);
  const Parts &ptrs = em.get(op.getPtr());
  const Parts &values = em.get(op.getValue());
  const Parts *mask = op.getMask() ? &em.get(op.getMask()) : nullptr;
  Type tileType = op.getValue().getType();
  auto condOf = [&](size_t k) -> Value {
    Value cond = mask ? (*mask)[k] : Value();
    // Of the threads holding copies of an element, one stores it.
    if (Value primary = em.primaryPredicate(tileType, k))
      cond = cond ? LLVM::AndOp::create(em.b, em.loc, cond, primary).getResult()
                  : primary;
    return cond;
  };
  auto storeScalar = [&](size_t k, Value cond) {
    if (!cond) {
      storeElement(em, elem, values[k], ptrs[k], Value(), order);
      return;
    }
    em.emitIf(cond, [&] {
      storeElement(em, elem, values[k], ptrs[k], Value(), order);
    });
  };
  PointerRuns runs = pointerRuns(em, op.getPtr(), elem, order);
  int64_t width = runs.width;
  for (size_t k = 0; k < ptrs.size(); k += width) {
    if (width == 1) {
      storeScalar(k, condOf(k));
      continue;
    }
    // One vector store where the run's pointers are contiguous, aligned and
    // every lane stores (mask and primary predicate); else element by
    // element.
    Type storage = values[k].getType();
    auto type = VectorType::get({width}, storage);
    llvm::SmallVector<Value> conds;
    for (int64_t i = 0; i < width; ++i)
      conds.push_back(condOf(k + i));
    Value fast =
        pointerRunApplies(em, ptrs, conds, k, runs, em.sharedBytes(storage));
    storeRun(em, fast, type, llvm::ArrayRef(values).slice(k, width), ptrs[k],
             width * em.sharedBytes(storage), fast,
             [&](int64_t i) { storeScalar(k + i, conds[i]); });
  }
  return success();
}

void mlir::tileir::tilegpu::registerMemoryLowerings(LoweringTable &t) {
  t.add<aa::MakeMemRefOp>(lowerMakeMemRef);
  t.add<aa::MakeTiledViewOp>([](aa::MakeTiledViewOp op, KernelEmitter &em) {
    em.set(op.getResult(), em.get(op.getMemref()));
    return success();
  });
  t.add<aa::GetMemRefShapeOp>(lowerGetMemRefShape);
  t.add<aa::GetIndexSpaceShapeOp>(lowerGetIndexSpaceShape);
  t.add<aa::TiledLoadOp>([](aa::TiledLoadOp op, KernelEmitter &em) {
    if (failed(lowerTiledLoad(op, em)))
      return failure();
    em.set(op.getResultToken(), {});
    return success();
  });
  t.add<aa::TiledStoreOp>([](aa::TiledStoreOp op, KernelEmitter &em) {
    if (failed(lowerTiledStore(op, em)))
      return failure();
    em.set(op.getResultToken(), {});
    return success();
  });
  t.add<aa::AddPtrOp>(lowerAddPtr);
  t.add<aa::LoadOp>([](aa::LoadOp op, KernelEmitter &em) {
    if (failed(lowerLoad(op, em)))
      return failure();
    em.set(op.getResultToken(), {});
    return success();
  });
  t.add<aa::StoreOp>([](aa::StoreOp op, KernelEmitter &em) {
    if (failed(lowerStore(op, em)))
      return failure();
    em.set(op.getResultToken(), {});
    return success();
  });
}
