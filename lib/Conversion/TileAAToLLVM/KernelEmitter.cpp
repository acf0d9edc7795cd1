//===- KernelEmitter.cpp - Distributed lowering of one nv_tileaa kernel ---===//

#include "KernelEmitter.h"
#include "DotLowering.h"
#include "TokenOrdering.h"

#include "tileir/Dialect/TileAA/IR/TileAA.h"
#include "tileir/Dialect/TileAS/IR/TileAS.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::tileir::tilegpu;
namespace aa = mlir::nv_tileaa;

//===----------------------------------------------------------------------===//
// Values and types
//===----------------------------------------------------------------------===//

const Parts &KernelEmitter::get(Value v) const {
  auto it = values.find(v);
  assert(it != values.end() && "value used before it was lowered");
  return it->second;
}

Parts KernelEmitter::getAll(ValueRange vs) const {
  Parts all;
  for (Value v : vs)
    llvm::append_range(all, get(v));
  return all;
}

llvm::SmallVector<Parts>
mlir::tileir::tilegpu::splitParts(const KernelEmitter &em, TypeRange types,
                                  llvm::ArrayRef<Value> flat) {
  llvm::SmallVector<Parts> out;
  size_t pos = 0;
  for (Type t : types) {
    size_t n = em.partTypes(t).size();
    out.emplace_back(flat.begin() + pos, flat.begin() + pos + n);
    pos += n;
  }
  assert(pos == flat.size() && "part count mismatch");
  return out;
}

void KernelEmitter::setResults(ValueRange results, llvm::ArrayRef<Value> flat) {
  auto groups = splitParts(*this, results.getTypes(), flat);
  for (auto [v, p] : llvm::zip(results, groups))
    set(v, p);
}

Type KernelEmitter::storageType(Type t) const {
  MLIRContext *ctx = t.getContext();
  if (auto ft = dyn_cast<FloatType>(t)) {
    if (isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(ft))
      return ft;
    if (isa<FloatTF32Type>(ft))
      return Float32Type::get(ctx);
    // f8E4M3FN, f8E5M2, f8E8M0FNU, f4E2M1FN: bit patterns.
    return IntegerType::get(ctx, 8);
  }
  if (isa<IndexType>(t))
    return IntegerType::get(ctx, 64);
  return t;
}

int64_t KernelEmitter::numElements(Type type) {
  if (auto rt = dyn_cast<RankedTensorType>(type))
    return rt.getNumElements();
  return 1;
}

llvm::SmallVector<Type> KernelEmitter::partTypes(Type type) const {
  MLIRContext *ctx = type.getContext();
  if (auto rt = dyn_cast<RankedTensorType>(type))
    return llvm::SmallVector<Type>(slotsFor(type),
                                   storageType(rt.getElementType()));
  if (isa<aa::MemTokenType>(type))
    return {};
  // A shared tile: its byte offset in the kernel's shared buffer.
  if (isa<nv_tileas::SharedMemDescType>(type))
    return {IntegerType::get(ctx, 32)};
  aa::MemRefType memref = dyn_cast<aa::MemRefType>(type);
  if (auto view = dyn_cast<aa::TiledViewType>(type))
    memref = view.getMemref();
  if (memref) {
    llvm::SmallVector<Type> parts{LLVM::LLVMPointerType::get(ctx)};
    parts.append(2 * memref.getRank(), IntegerType::get(ctx, 64));
    return parts;
  }
  return {storageType(type)};
}

llvm::SmallVector<Type> KernelEmitter::flatPartTypes(TypeRange types) const {
  llvm::SmallVector<Type> out;
  for (Type t : types)
    llvm::append_range(out, partTypes(t));
  return out;
}

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

Value KernelEmitter::intConst(Type type, int64_t v) {
  return LLVM::ConstantOp::create(b, loc, type, b.getIntegerAttr(type, v));
}
Value KernelEmitter::i32Const(int64_t v) { return intConst(b.getI32Type(), v); }
Value KernelEmitter::i64Const(int64_t v) { return intConst(b.getI64Type(), v); }

Value KernelEmitter::floatConst(Type type, double v) {
  return LLVM::ConstantOp::create(b, loc, type, b.getFloatAttr(type, v));
}

Value KernelEmitter::zero(Type type) {
  if (isa<LLVM::LLVMPointerType>(type))
    return LLVM::ZeroOp::create(b, loc, type);
  if (isa<FloatType>(type))
    return floatConst(type, 0.0);
  return intConst(type, 0);
}

static Value resizeInt(OpBuilder &b, Location loc, Value v, unsigned width,
                       bool isSigned) {
  auto it = cast<IntegerType>(v.getType());
  Type target = b.getIntegerType(width);
  if (it.getWidth() == width)
    return v;
  if (it.getWidth() > width)
    return LLVM::TruncOp::create(b, loc, target, v);
  if (isSigned && it.getWidth() > 1)
    return LLVM::SExtOp::create(b, loc, target, v);
  return LLVM::ZExtOp::create(b, loc, target, v);
}

Value KernelEmitter::toI64(Value v, bool isSigned) {
  return resizeInt(b, loc, v, 64, isSigned);
}
Value KernelEmitter::toI32(Value v, bool isSigned) {
  return resizeInt(b, loc, v, 32, isSigned);
}

//===----------------------------------------------------------------------===//
// Layout
//===----------------------------------------------------------------------===//

Value KernelEmitter::elementIndex(int64_t n, int64_t slot) {
  if (n == 1)
    return i32Const(0);
  int64_t threads = target.numThreads;
  Value e = tid;
  if (slot)
    e = LLVM::AddOp::create(b, loc, e, i32Const(slot * threads));
  if (n < threads || n % threads)
    e = LLVM::URemOp::create(b, loc, e, i32Const(n));
  return e;
}

const nv_tileas::LinearLayout *KernelEmitter::explicitLayout(Type type) const {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.getEncoding())
    return nullptr;
  auto cached = layoutCache.find(type);
  if (cached != layoutCache.end())
    return cached->second.get();
  std::shared_ptr<nv_tileas::LinearLayout> result;
  if (auto layout =
          dyn_cast<nv_tileas::DistributedLayoutAttr>(tensor.getEncoding())) {
    FailureOr<nv_tileas::LinearLayout> actual =
        layout.toLinearLayout(tensor.getShape(), nullptr);
    FailureOr<nv_tileas::LinearLayout> own =
        nv_tileas::getDefaultBlockedLayout(type.getContext(), tensor.getShape(),
                                           target.numThreads / 32)
            .toLinearLayout(tensor.getShape(), nullptr);
    if (succeeded(actual) && succeeded(own) && !(*actual == *own))
      result = std::make_shared<nv_tileas::LinearLayout>(*actual);
  }
  layoutCache[type] = result;
  return result.get();
}

nv_tileas::LinearLayout KernelEmitter::linearLayout(Type type) const {
  if (const nv_tileas::LinearLayout *layout = explicitLayout(type))
    return *layout;
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (tensor && tensor.getRank()) {
    FailureOr<nv_tileas::LinearLayout> own =
        nv_tileas::getDefaultBlockedLayout(type.getContext(), tensor.getShape(),
                                           target.numThreads / 32)
            .toLinearLayout(tensor.getShape(), nullptr);
    // The default layout covers every power-of-two shape.
    assert(succeeded(own) && "no default layout for a tile shape");
    return *own;
  }
  nv_tileas::LinearLayout whole({});
  for (int64_t lane = 1; lane < 32; lane *= 2)
    whole.addBasis(nv_tileas::LinearLayout::InDim::Lane, {});
  for (int64_t warp = 32; warp < target.numThreads; warp *= 2)
    whole.addBasis(nv_tileas::LinearLayout::InDim::Warp, {});
  return whole;
}

int64_t KernelEmitter::slotsFor(Type type) const {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return 1;
  if (const nv_tileas::LinearLayout *layout = explicitLayout(type))
    return layout->getSize(nv_tileas::LinearLayout::InDim::Register);
  return slotsFor(tensor.getNumElements());
}

/// What each bit of the thread index adds (by XOR) to the row-major index of
/// the elements a thread holds: lanes are bits 0-4 of the thread index, warps
/// the bits above. A bit that adds nothing selects copies.
static llvm::SmallVector<int64_t>
threadBitSteps(const nv_tileas::LinearLayout &layout) {
  using InDim = nv_tileas::LinearLayout::InDim;
  llvm::SmallVector<int64_t> steps;
  for (const auto &basis : layout.getBases(InDim::Lane))
    steps.push_back(layout.rowMajorIndex(basis));
  steps.resize(5, 0);
  for (const auto &basis : layout.getBases(InDim::Warp))
    steps.push_back(layout.rowMajorIndex(basis));
  return steps;
}

Value KernelEmitter::elementIndex(Type type, int64_t slot) {
  const nv_tileas::LinearLayout *layout = explicitLayout(type);
  if (!layout)
    return elementIndex(numElements(type), slot);
  return xorOfSetBits(tid, threadBitSteps(*layout),
                      layout->rowMajorIndex(layout->apply(
                          nv_tileas::LinearLayout::InDim::Register, slot)));
}

Value KernelEmitter::xorOfSetBits(Value index, llvm::ArrayRef<int64_t> steps,
                                  int64_t start) {
  Value result = i32Const(start);
  for (auto [bit, step] : llvm::enumerate(steps)) {
    if (!step)
      continue;
    Value set = LLVM::AndOp::create(
        b, loc, LLVM::LShrOp::create(b, loc, index, i32Const(bit)),
        i32Const(1));
    result = LLVM::XOrOp::create(
        b, loc, result, LLVM::MulOp::create(b, loc, set, i32Const(step)));
  }
  return result;
}

/// The row-major index register `slot` of `layout` adds to a thread's
/// (XOR-ed with the thread part, whose bits `threadSteps` set), where the
/// two share no bit and the XOR is an OR (and a +); nullopt otherwise.
static std::optional<int64_t>
registerShift(const nv_tileas::LinearLayout &layout,
              llvm::ArrayRef<int64_t> threadSteps, int64_t slot) {
  int64_t c = layout.rowMajorIndex(
      layout.apply(nv_tileas::LinearLayout::InDim::Register, slot));
  int64_t threadBits = 0;
  for (int64_t step : threadSteps)
    threadBits |= step;
  if (c & threadBits)
    return std::nullopt;
  return c;
}

std::optional<int64_t> KernelEmitter::slotIndexShift(Type type, int64_t slot) {
  if (!slot)
    return 0;
  const nv_tileas::LinearLayout *layout = explicitLayout(type);
  if (!layout) {
    // (tid + slot * threads) % n: a shift past tid's bits when no element
    // wraps (threads is a power of two).
    int64_t n = numElements(type), threads = target.numThreads;
    if (n == 1)
      return 0;
    if (n < threads || n % threads || !llvm::isPowerOf2_64(threads))
      return std::nullopt;
    return slot * threads;
  }
  return registerShift(*layout, threadBitSteps(*layout), slot);
}

llvm::SmallVector<Value>
KernelEmitter::slotElementIndices(const nv_tileas::LinearLayout &layout) {
  using InDim = nv_tileas::LinearLayout::InDim;
  llvm::SmallVector<int64_t> steps = threadBitSteps(layout);
  Value first = xorOfSetBits(tid, steps);
  llvm::SmallVector<Value> indices;
  for (int64_t s = 0, e = layout.getSize(InDim::Register); s < e; ++s) {
    std::optional<int64_t> shift = registerShift(layout, steps, s);
    indices.push_back(
        !shift ? xorOfSetBits(
                     tid, steps,
                     layout.rowMajorIndex(layout.apply(InDim::Register, s)))
        : *shift
            ? LLVM::AddOp::create(b, loc, first, i32Const(*shift)).getResult()
            : first);
  }
  return indices;
}

llvm::SmallVector<Value> KernelEmitter::slotElementIndices(Type type) {
  if (const nv_tileas::LinearLayout *layout = explicitLayout(type))
    return slotElementIndices(*layout);
  Value first = elementIndex(type, 0);
  llvm::SmallVector<Value> indices;
  for (int64_t s = 0, e = slotsFor(type); s < e; ++s) {
    std::optional<int64_t> shift = slotIndexShift(type, s);
    indices.push_back(
        !shift ? elementIndex(type, s)
        : *shift
            ? LLVM::AddOp::create(b, loc, first, i32Const(*shift)).getResult()
            : first);
  }
  return indices;
}

Value KernelEmitter::primaryPredicate(Type type, int64_t slot) {
  const nv_tileas::LinearLayout *layout = explicitLayout(type);
  if (!layout)
    return primaryPredicate(numElements(type), slot);
  // Threads whose index differs only in bits that select no element hold
  // copies; the one with those bits clear is the primary.
  int64_t copyBits = 0;
  for (auto [bit, step] : llvm::enumerate(threadBitSteps(*layout)))
    if (!step)
      copyBits |= int64_t(1) << bit;
  if (!copyBits)
    return nullptr;
  return LLVM::ICmpOp::create(
      b, loc, LLVM::ICmpPredicate::eq,
      LLVM::AndOp::create(b, loc, tid, i32Const(copyBits)), i32Const(0));
}

Value KernelEmitter::primaryPredicate(int64_t n, int64_t slot) {
  int64_t threads = target.numThreads;
  if (n % threads == 0)
    return nullptr;
  Value e = tid;
  if (slot)
    e = LLVM::AddOp::create(b, loc, e, i32Const(slot * threads));
  return LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ult, e, i32Const(n));
}

llvm::SmallVector<Value>
KernelEmitter::delinearize(Value linear, llvm::ArrayRef<int64_t> shape) {
  llvm::SmallVector<Value> coords(shape.size());
  Value rest = linear;
  for (int64_t d = int64_t(shape.size()) - 1; d >= 0; --d) {
    if (shape[d] == 1) {
      coords[d] = i32Const(0);
      continue;
    }
    Value size = i32Const(shape[d]);
    coords[d] = d == 0 ? rest : LLVM::URemOp::create(b, loc, rest, size);
    if (d)
      rest = LLVM::UDivOp::create(b, loc, rest, size);
  }
  return coords;
}

Value KernelEmitter::linearize(llvm::ArrayRef<Value> coords,
                               llvm::ArrayRef<int64_t> shape) {
  Value linear = i32Const(0);
  for (auto [c, size] : llvm::zip(coords, shape)) {
    linear = LLVM::MulOp::create(b, loc, linear, i32Const(size));
    linear = LLVM::AddOp::create(b, loc, linear, c);
  }
  return linear;
}

//===----------------------------------------------------------------------===//
// Structured emission
//===----------------------------------------------------------------------===//

void KernelEmitter::emitIf(Value cond, llvm::function_ref<void()> thenFn) {
  Region *region = b.getInsertionBlock()->getParent();
  Block *current = b.getInsertionBlock();
  Block *thenBlock = b.createBlock(region, region->end());
  Block *cont = b.createBlock(region, region->end());
  b.setInsertionPointToEnd(current);
  LLVM::CondBrOp::create(b, loc, cond, thenBlock, cont);
  b.setInsertionPointToEnd(thenBlock);
  thenFn();
  LLVM::BrOp::create(b, loc, ValueRange(), cont);
  b.setInsertionPointToEnd(cont);
}

Value KernelEmitter::emitIfValue(Value cond, Type type,
                                 llvm::function_ref<Value()> thenFn,
                                 Value elseValue) {
  Region *region = b.getInsertionBlock()->getParent();
  Block *current = b.getInsertionBlock();
  Block *thenBlock = b.createBlock(region, region->end());
  Block *cont = b.createBlock(region, region->end(), {type}, {loc});
  b.setInsertionPointToEnd(current);
  LLVM::CondBrOp::create(b, loc, cond, thenBlock, ValueRange(), cont,
                         ValueRange{elseValue});
  b.setInsertionPointToEnd(thenBlock);
  Value v = thenFn();
  LLVM::BrOp::create(b, loc, ValueRange{v}, cont);
  b.setInsertionPointToEnd(cont);
  return cont->getArgument(0);
}

llvm::SmallVector<Value> KernelEmitter::emitIfElse(
    Value cond, TypeRange types,
    llvm::function_ref<llvm::SmallVector<Value>()> thenFn,
    llvm::function_ref<llvm::SmallVector<Value>()> elseFn) {
  Region *region = b.getInsertionBlock()->getParent();
  Block *current = b.getInsertionBlock();
  Block *thenBlock = b.createBlock(region, region->end());
  Block *elseBlock = b.createBlock(region, region->end());
  llvm::SmallVector<Location> locs(types.size(), loc);
  Block *cont = b.createBlock(region, region->end(), types, locs);
  b.setInsertionPointToEnd(current);
  LLVM::CondBrOp::create(b, loc, cond, thenBlock, elseBlock);
  for (auto [block, fn] :
       {std::pair{thenBlock, thenFn}, std::pair{elseBlock, elseFn}}) {
    b.setInsertionPointToEnd(block);
    llvm::SmallVector<Value> values = fn();
    LLVM::BrOp::create(b, loc, values, cont);
  }
  b.setInsertionPointToEnd(cont);
  return llvm::SmallVector<Value>(cont->getArguments());
}

llvm::SmallVector<Value> KernelEmitter::emitLoop(
    Value count, ValueRange init,
    llvm::function_ref<llvm::SmallVector<Value>(Value, ValueRange)> body) {
  Region *region = b.getInsertionBlock()->getParent();
  Block *current = b.getInsertionBlock();
  llvm::SmallVector<Type> types{b.getI32Type()};
  llvm::append_range(types, init.getTypes());
  llvm::SmallVector<Location> locs(types.size(), loc);
  Block *header = b.createBlock(region, region->end(), types, locs);
  Block *bodyBlock = b.createBlock(region, region->end());
  Block *exit = b.createBlock(region, region->end(), init.getTypes(),
                              llvm::ArrayRef(locs).drop_front());
  b.setInsertionPointToEnd(current);
  llvm::SmallVector<Value> start{i32Const(0)};
  llvm::append_range(start, init);
  LLVM::BrOp::create(b, loc, start, header);

  b.setInsertionPointToEnd(header);
  Value i = header->getArgument(0);
  auto carried = header->getArguments().drop_front();
  Value more = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::slt, i, count);
  LLVM::CondBrOp::create(b, loc, more, bodyBlock, ValueRange(), exit,
                         ValueRange(carried));

  b.setInsertionPointToEnd(bodyBlock);
  llvm::SmallVector<Value> next{
      LLVM::AddOp::create(b, loc, i, i32Const(1)).getResult()};
  llvm::append_range(next, body(i, ValueRange(carried)));
  LLVM::BrOp::create(b, loc, next, header);

  b.setInsertionPointToEnd(exit);
  return llvm::SmallVector<Value>(exit->getArguments());
}

//===----------------------------------------------------------------------===//
// Shared memory
//===----------------------------------------------------------------------===//

void KernelEmitter::barrier() {
  // A barrier right after another synchronises nothing more (a conversion
  // through freed tiles ends with one, and the store after it may start
  // with one).
  Block::iterator at = b.getInsertionPoint();
  if (at != b.getInsertionBlock()->begin() &&
      isa<NVVM::Barrier0Op>(*std::prev(at)))
    return;
  NVVM::Barrier0Op::create(b, loc);
}

static std::string sharedSymbol(LLVM::LLVMFuncOp func) {
  return ("__tileir_smem_" + func.getName()).str();
}

Value KernelEmitter::sharedAddress(Value byteOffset, int64_t bytesUsed) {
  sharedBytesUsed = std::max(sharedBytesUsed, bytesUsed);
  // Accesses to shared tiles in place end past target.sharedTilesBase.
  if (sharedTilesEnd != target.sharedTilesBase) {
    if (bytesUsed <= target.sharedTilesBase)
      scratchNeedBesideTiles = std::max(scratchNeedBesideTiles, bytesUsed);
  } else {
    scratchNeedWithoutTiles =
        std::max(scratchNeedWithoutTiles, bytesUsed <= target.sharedBudgetBytes
                                              ? bytesUsed
                                              : bytesUsed - sharedTiles.peak());
  }
  auto sharedPtr = LLVM::LLVMPointerType::get(b.getContext(), 3);
  Value base = dynamicSharedBase;
  if (!base)
    base =
        LLVM::AddressOfOp::create(b, loc, sharedPtr, sharedSymbol(currentFunc));
  return LLVM::GEPOp::create(b, loc, sharedPtr, b.getI8Type(), base,
                             ValueRange{byteOffset});
}

int64_t KernelEmitter::sharedBytes(Type storage) const {
  if (isa<LLVM::LLVMPointerType>(storage))
    return 8;
  unsigned bits = storage.getIntOrFloatBitWidth();
  return std::max<int64_t>(1, bits / 8);
}

void KernelEmitter::storeShared(Value value, Value index, int64_t bytesUsed) {
  Type t = value.getType();
  int64_t bytes = sharedBytes(t);
  if (t.isInteger(1))
    value = LLVM::ZExtOp::create(b, loc, b.getI8Type(), value);
  Value offset = LLVM::MulOp::create(b, loc, index, i32Const(bytes));
  LLVM::StoreOp::create(b, loc, value, sharedAddress(offset, bytesUsed));
}

void KernelEmitter::storeSharedVector(llvm::ArrayRef<Value> values, Value index,
                                      int64_t bytesUsed) {
  if (values.size() == 1)
    return storeShared(values.front(), index, bytesUsed);
  int64_t bytes = sharedBytes(values.front().getType());
  Value offset = LLVM::MulOp::create(b, loc, index, i32Const(bytes));
  storeVector(values, sharedAddress(offset, bytesUsed));
}

void KernelEmitter::storeVector(llvm::ArrayRef<Value> values, Value address) {
  Type t = values.front().getType();
  auto vectorType = VectorType::get({int64_t(values.size())}, t);
  Value v = LLVM::PoisonOp::create(b, loc, vectorType);
  for (auto [i, value] : llvm::enumerate(values))
    v = LLVM::InsertElementOp::create(b, loc, v, value, i32Const(i));
  LLVM::StoreOp::create(b, loc, v, address,
                        /*alignment=*/sharedBytes(t) * values.size());
}

llvm::SmallVector<Value> KernelEmitter::loadVector(Type storage, int64_t count,
                                                   Value address) {
  Value v =
      LLVM::LoadOp::create(b, loc, VectorType::get({count}, storage), address,
                           /*alignment=*/sharedBytes(storage) * count);
  llvm::SmallVector<Value> values;
  for (int64_t i = 0; i < count; ++i)
    values.push_back(LLVM::ExtractElementOp::create(b, loc, v, i32Const(i)));
  return values;
}

llvm::SmallVector<Value> KernelEmitter::loadSharedVector(Type storage,
                                                         int64_t count,
                                                         Value index,
                                                         int64_t bytesUsed) {
  if (count == 1)
    return {loadShared(storage, index, bytesUsed)};
  Value offset =
      LLVM::MulOp::create(b, loc, index, i32Const(sharedBytes(storage)));
  return loadVector(storage, count, sharedAddress(offset, bytesUsed));
}

int64_t KernelEmitter::contiguousRun(Type type, unsigned dim,
                                     Type storage) const {
  const nv_tileas::LinearLayout *layout = explicitLayout(type);
  if (!layout || storage.isInteger(1))
    return 1;
  int64_t run = layout->getContiguousRegisters(dim);
  int64_t cap = std::max<int64_t>(1, 16 / sharedBytes(storage));
  run = std::min(run, cap);
  // Runs are powers of two (register bases are single bits), and start at
  // multiples of their length.
  return llvm::isPowerOf2_64(run) ? run : 1;
}

Value KernelEmitter::loadShared(Type storage, Value index, int64_t bytesUsed) {
  int64_t bytes = sharedBytes(storage);
  Value offset = LLVM::MulOp::create(b, loc, index, i32Const(bytes));
  Type memType = storage.isInteger(1) ? b.getI8Type() : storage;
  Value v =
      LLVM::LoadOp::create(b, loc, memType, sharedAddress(offset, bytesUsed));
  if (storage.isInteger(1))
    v = LLVM::TruncOp::create(b, loc, storage, v);
  return v;
}

Value KernelEmitter::warpShuffle(Value value, NVVM::ShflKind kind,
                                 int64_t offset) {
  return warpShuffle(value, kind, i32Const(offset));
}

Value KernelEmitter::warpShuffle(Value value, NVVM::ShflKind kind,
                                 Value lanes) {
  Type type = value.getType();
  unsigned bits = type.getIntOrFloatBitWidth();
  Type i32 = b.getI32Type(), intType = b.getIntegerType(bits);
  // The clamp operand: the lowest source lane for up, the highest for the
  // others; no sub-warp segments.
  Value clamp = i32Const(kind == NVVM::ShflKind::up ? 0 : 31);
  Value fullMask = i32Const(-1);
  auto shuffleWord = [&](Value word) -> Value {
    return NVVM::ShflOp::create(b, loc, i32, fullMask, word, lanes, clamp, kind,
                                UnitAttr());
  };
  Value asInt = isa<IntegerType>(type)
                    ? value
                    : LLVM::BitcastOp::create(b, loc, intType, value);
  Value result;
  if (bits <= 32) {
    Value word = bits == 32 ? asInt : LLVM::ZExtOp::create(b, loc, i32, asInt);
    Value got = shuffleWord(word);
    result = bits == 32 ? got : LLVM::TruncOp::create(b, loc, intType, got);
  } else {
    // Two 32-bit shuffles, low and high word.
    Value lo = shuffleWord(LLVM::TruncOp::create(b, loc, i32, asInt));
    Value hi = shuffleWord(LLVM::TruncOp::create(
        b, loc, i32,
        LLVM::LShrOp::create(b, loc, asInt, intConst(intType, 32))));
    result = LLVM::OrOp::create(
        b, loc, LLVM::ZExtOp::create(b, loc, intType, lo),
        LLVM::ShlOp::create(b, loc, LLVM::ZExtOp::create(b, loc, intType, hi),
                            intConst(intType, 32)));
  }
  return isa<IntegerType>(type) ? result
                                : LLVM::BitcastOp::create(b, loc, type, result);
}

Value KernelEmitter::laneId() {
  return LLVM::AndOp::create(b, loc, tid, i32Const(31));
}

Parts KernelEmitter::gather(const Parts &src, int64_t srcN, int64_t dstN,
                            llvm::function_ref<Value(Value)> srcIndex) {
  llvm::SmallVector<Value> srcElements, wanted;
  for (size_t k = 0; k < src.size(); ++k)
    srcElements.push_back(elementIndex(srcN, k));
  for (int64_t j = 0, e = slotsFor(dstN); j < e; ++j)
    wanted.push_back(srcIndex(elementIndex(dstN, j)));
  return exchange(src, srcElements, srcN, wanted);
}

Parts KernelEmitter::exchange(const Parts &src,
                              llvm::ArrayRef<Value> srcElements, int64_t srcN,
                              llvm::ArrayRef<Value> wanted, bool padRows) {
  Type type = src.front().getType();
  int64_t bytes = sharedBytes(type);
  // With padRows the copy is row-major with a 4-byte pad after every 128
  // bytes (the 32 banks' width): threads that store or load a column of a
  // tile whose rows are a multiple of 128 bytes (a transpose, a conversion
  // between layouts with runs along different dimensions) then hit
  // different banks instead of one. It costs index arithmetic per access,
  // which kernels at the register limit feel (fmha_f16_causal on sm_90a
  // spilled 16 more bytes with every gather padded).
  int64_t period = padRows ? std::max<int64_t>(1, 128 / bytes) : 1;
  int64_t pad = padRows ? std::max<int64_t>(1, 4 / bytes) : 0;
  auto padded = [&](int64_t n) { return n + (n / period) * pad; };
  auto position = [&](Value e) -> Value {
    if (period <= 1)
      return e;
    Value row =
        LLVM::LShrOp::create(b, loc, e, i32Const(llvm::Log2_64(period)));
    return LLVM::AddOp::create(b, loc, e,
                               LLVM::MulOp::create(b, loc, row, i32Const(pad)));
  };
  int64_t chunk = srcN;
  while (chunk > 1 && padded(chunk) * bytes > target.sharedBudgetBytes)
    chunk = llvm::divideCeil(chunk, 2);
  int64_t numChunks = llvm::divideCeil(srcN, chunk);
  int64_t used = padded(chunk) * bytes;

  Parts out(wanted.size());
  for (int64_t c = 0; c < numChunks; ++c) {
    int64_t lo = c * chunk;
    // Whoever used the buffer before must be done with it.
    barrier();
    for (size_t k = 0; k < src.size(); ++k) {
      Value e = srcElements[k];
      if (numChunks == 1) {
        // Copies of an element hold the same value: storing them all is
        // a benign duplicate write and saves a branch.
        storeShared(src[k], position(e), used);
        continue;
      }
      Value local = LLVM::SubOp::create(b, loc, e, i32Const(lo));
      Value inChunk = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ult,
                                           local, i32Const(chunk));
      emitIf(inChunk, [&] { storeShared(src[k], position(local), used); });
    }
    barrier();
    for (size_t j = 0; j < wanted.size(); ++j) {
      if (numChunks == 1) {
        out[j] = loadShared(type, position(wanted[j]), used);
        continue;
      }
      Value local = LLVM::SubOp::create(b, loc, wanted[j], i32Const(lo));
      Value inChunk = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ult,
                                           local, i32Const(chunk));
      Value safe = LLVM::SelectOp::create(b, loc, inChunk, local, i32Const(0));
      Value v = loadShared(type, position(safe), used);
      out[j] = c == 0 ? v : LLVM::SelectOp::create(b, loc, inChunk, v, out[j]);
    }
  }
  return out;
}

//===----------------------------------------------------------------------===//
// Calls
//===----------------------------------------------------------------------===//

Value KernelEmitter::callExternal(llvm::StringRef name, Type result,
                                  ValueRange args) {
  auto fn = targetModule.lookupSymbol<LLVM::LLVMFuncOp>(name);
  if (!fn) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(targetModule.getBody());
    auto type =
        LLVM::LLVMFunctionType::get(result, llvm::to_vector(args.getTypes()));
    fn = LLVM::LLVMFuncOp::create(b, loc, name, type);
  }
  return LLVM::CallOp::create(b, loc, fn, args).getResult();
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

/// Ops whose lowering follows any blocked layout: elementwise ops work slot
/// by slot, control flow carries slots, and constants, splats, ranges,
/// tiled views and
/// layout conversions place elements with elementIndex(type, slot);
/// reshapes keep the parts where both layouts agree (lowerReshape). dot and
/// dot_scaled stage their operands through shared memory by
/// elementIndex(type, slot) too; their accumulators they check themselves
/// (DotOpToLLVM.cpp). reduce combines along its layout's own bases into the
/// slice layout (reduceInLayout), scan along them (scanInLayout),
/// broadcast repeats the elements each
/// thread already holds (getBroadcastSourceRegisters), permute renames
/// the dimensions of its source's layout (isPermutedLayout), and extract
/// and cat take blocks each thread holds (getSubtileRegisters). Gathers
/// and scatters through tiles of pointers work slot by slot, runs of
/// contiguous slots as vectors where their pointers are (lowerLoad,
/// lowerStore), one copy of a replicated element storing.
static bool followsExplicitLayouts(Operation *op) {
  if (op->hasTrait<OpTrait::Elementwise>())
    return true;
  if (auto load = dyn_cast<nv_tileaa::TiledLoadOp>(op))
    return load.getView().getType().getKind().getValue() != "gather_scatter";
  if (auto store = dyn_cast<nv_tileaa::TiledStoreOp>(op))
    return store.getView().getType().getKind().getValue() != "gather_scatter";
  return isa<arith::ConstantOp, nv_tileas::ConvertLayoutOp,
             nv_tileas::LocalAllocOp, nv_tileas::LocalLoadOp,
             nv_tileas::LocalStoreOp, nv_tileaa::DotOp, nv_tileaa::ViewOp,
             nv_tileaa::ExpandDimsOp, nv_tileaa::DotScaledOp,
             nv_tileaa::ReduceOp, nv_tileaa::ScanOp, nv_tileaa::BroadcastOp,
             nv_tileaa::SplatOp, nv_tileaa::MakeRangeOp, nv_tileaa::PermuteOp,
             nv_tileaa::ExtractOp, nv_tileaa::CatOp, nv_tileaa::ForOp,
             nv_tileaa::LoopOp, nv_tileaa::IfOp, nv_tileaa::YieldOp,
             nv_tileaa::ContinueOp, nv_tileaa::BreakOp, nv_tileaa::LoadOp,
             nv_tileaa::StoreOp>(op);
}

LogicalResult KernelEmitter::checkLayoutIsFollowed(Operation *op, Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.getEncoding() || followedLayouts.contains(type))
    return success();
  auto layout =
      dyn_cast<nv_tileas::DistributedLayoutAttr>(tensor.getEncoding());
  if (layout && succeeded(layout.toLinearLayout(tensor.getShape(), nullptr))) {
    if (!explicitLayout(type)) {
      followedLayouts.insert(type);
      return success();
    }
    // Blocked layouts and tensor-core fragments (a product's accumulator
    // kept in registers, and wgmma's lhs read from registers), and their
    // slices (what reductions along them give).
    auto slice = dyn_cast<nv_tileas::SliceLayoutAttr>(layout);
    auto operand = dyn_cast<nv_tileas::DotOperandLayoutAttr>(layout);
    if ((isa<nv_tileas::BlockedLayoutAttr, nv_tileas::MmaSyncLayoutAttr,
             nv_tileas::WgmmaLayoutAttr>(slice ? slice.getParent() : layout) ||
         (operand && isa<nv_tileas::WgmmaLayoutAttr>(operand.getParent()))) &&
        layout.getNumWarps() * 32 == target.numThreads &&
        followsExplicitLayouts(op))
      return success();
  }
  auto expected = nv_tileas::getDefaultBlockedLayout(
      op->getContext(), tensor.getShape(), target.numThreads / 32);
  return op->emitOpError("has a tile with the layout ")
         << tensor.getEncoding()
         << ", which this lowering does not follow yet (it follows " << expected
         << " for this shape and " << target.numThreads << " threads)";
}

LogicalResult KernelEmitter::emitOp(Operation *op) {
  const OpLowering *lowering = table.lookup(op->getName().getStringRef());
  if (!lowering)
    return op->emitOpError("has no GPU lowering (nv_tileaa to LLVM) yet");
  // This emitter distributes every tile by one fixed rule; a tile whose
  // layout in the IR says otherwise must not be silently redistributed.
  for (TypeRange types :
       {TypeRange(op->getOperandTypes()), TypeRange(op->getResultTypes())})
    for (Type type : types)
      if (failed(checkLayoutIsFollowed(op, type)))
        return failure();
  // Slot k of every operand of an elementwise op must hold the same element.
  if (op->hasTrait<OpTrait::Elementwise>()) {
    std::optional<Type> first;
    for (Type type : llvm::concat<const Type>(op->getOperandTypes(),
                                              op->getResultTypes())) {
      if (!isa<RankedTensorType>(type))
        continue;
      if (!first) {
        first = type;
        continue;
      }
      const nv_tileas::LinearLayout *a = explicitLayout(*first);
      const nv_tileas::LinearLayout *b = explicitLayout(type);
      if ((a == nullptr) != (b == nullptr) || (a && !(*a == *b)))
        return op->emitOpError("has tiles in different layouts (")
               << *first << " and " << type << "); convert them to one first";
    }
  }
  Location saved = loc;
  loc = op->getLoc();
  // A wgmma product left in flight is read only once a wait has retired its
  // group: the first op that takes it waits for it (and for the groups
  // committed before its own).
  for (Value operand : op->getOperands()) {
    auto inFlight = llvm::find_if(wgmmaInFlight, [&](const auto &product) {
      return product.result == operand;
    });
    if (inFlight != wgmmaInFlight.end())
      waitForWgmmaGroups(*this, {}, inFlight->groupsAfter);
  }
  bool ordered = consumesToken(op);
  if (ordered)
    beforeMemoryEffect(*this, op);
  LogicalResult result = (*lowering)(op, *this);
  if (ordered && succeeded(result))
    afterMemoryEffect(*this, op);
  loc = saved;
  return result;
}

LogicalResult KernelEmitter::emitBlockBody(Block &block,
                                           llvm::ArrayRef<Value> args) {
  auto groups = splitParts(*this, block.getArgumentTypes(), args);
  for (auto [arg, parts] : llvm::zip(block.getArguments(), groups))
    set(arg, parts);
  Block *outer = currentBlock;
  currentBlock = &block;
  for (Operation &op : block)
    if (failed(emitOp(&op)))
      return failure();
  currentBlock = outer;
  return success();
}

FailureOr<llvm::SmallVector<Value>>
KernelEmitter::emitCombiner(Block &block, llvm::ArrayRef<Value> args) {
  auto groups = splitParts(*this, block.getArgumentTypes(), args);
  for (auto [arg, parts] : llvm::zip(block.getArguments(), groups))
    set(arg, parts);
  for (Operation &op : block.without_terminator())
    if (failed(emitOp(&op)))
      return failure();
  return llvm::SmallVector<Value>(getAll(block.getTerminator()->getOperands()));
}

LogicalResult KernelEmitter::emitKernel(Operation *funcOp) {
  auto func = cast<aa::FuncOp>(funcOp);
  FunctionType fnType = func.getFunctionType();
  if (fnType.getNumResults())
    return func.emitOpError("a kernel returns no values");
  llvm::SmallVector<Type> argTypes = flatPartTypes(fnType.getInputs());
  for (Type t : fnType.getInputs())
    if (!isa<IntegerType, FloatType, LLVM::LLVMPointerType>(t))
      return func.emitOpError("kernel parameter type ")
             << t << " is not a scalar or pointer";

  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToEnd(targetModule.getBody());
  loc = func.getLoc();
  auto llvmType = LLVM::LLVMFunctionType::get(
      LLVM::LLVMVoidType::get(b.getContext()), argTypes);
  currentFunc = LLVM::LLVMFuncOp::create(b, loc, func.getSymName(), llvmType);
  currentFunc->setAttr(NVVM::NVVMDialect::getKernelFuncAttrName(),
                       b.getUnitAttr());
  // The code assumes exactly this many threads: a launch with another
  // count fails (.reqntid) instead of computing part of the result.
  currentFunc->setAttr(
      NVVM::NVVMDialect::getReqntidAttrName(),
      b.getDenseI32ArrayAttr({int32_t(target.numThreads), 1, 1}));
  // A tile launch gives each block one thread; with blocks counted as
  // clusters of one CTA, the driver starts the CTA's threads itself.
  if (target.tileLaunch && target.computeCapability >= 90) {
    currentFunc->setAttr(NVVM::NVVMDialect::getClusterDimAttrName(),
                         b.getDenseI32ArrayAttr({1, 1, 1}));
    currentFunc->setAttr(NVVM::NVVMDialect::getBlocksAreClustersAttrName(),
                         b.getUnitAttr());
  }
  if (auto ctas =
          func->getAttrOfType<IntegerAttr>(nv_tileas::kMinCTAsPerSMAttrName))
    currentFunc->setAttr(NVVM::NVVMDialect::getMinctasmAttrName(),
                         b.getI32IntegerAttr(int32_t(ctas.getInt())));
  Block *entry = currentFunc.addEntryBlock(b);
  b.setInsertionPointToEnd(entry);
  tid = NVVM::ThreadIdXOp::create(b, loc, b.getI32Type());
  dynamicSharedBase = nullptr;
  if (target.dynamicShared) {
    // The dynamic region starts where the driver puts it; the buffer
    // starts at the next multiple of its alignment: GEP by
    // (-address) mod alignment, which keeps the pointer's provenance.
    auto sharedPtr = LLVM::LLVMPointerType::get(b.getContext(), 3);
    Value start =
        LLVM::AddressOfOp::create(b, loc, sharedPtr, sharedSymbol(currentFunc));
    Value address =
        LLVM::PtrToIntOp::create(b, loc, b.getI32Type(), start).getResult();
    Value pad = LLVM::AndOp::create(
        b, loc, LLVM::SubOp::create(b, loc, i32Const(0), address),
        i32Const(int64_t(target.sharedBufferAlignment) - 1));
    dynamicSharedBase = LLVM::GEPOp::create(b, loc, sharedPtr, b.getI8Type(),
                                            start, ValueRange{pad});
  }
  sharedBytesUsed = 0;
  scratchNeedBesideTiles = scratchNeedWithoutTiles = 0;
  sharedTilesEnd = target.sharedTilesBase;
  sharedTiles = nv_tileas::SharedTileStack();
  emitMBarrierPrologue(*this, func);
  emitTmaPrologue(*this, func);

  llvm::SmallVector<Value> args(entry->getArguments());
  if (failed(emitBlockBody(func.getBody().front(), args)))
    return failure();

  if (target.dynamicShared) {
    // `.extern .shared` of no size: the launch provides the bytes, and
    // the alignment the kernel applies itself.
    b.setInsertionPoint(currentFunc);
    LLVM::GlobalOp::create(b, loc, LLVM::LLVMArrayType::get(b.getI8Type(), 0),
                           /*isConstant=*/false, LLVM::Linkage::External,
                           sharedSymbol(currentFunc), Attribute(),
                           /*alignment=*/16, /*addrSpace=*/3);
    currentFunc->setAttr(
        kDynamicSharedBytesAttrName,
        b.getI64IntegerAttr(sharedBytesUsed +
                            int64_t(target.sharedBufferAlignment)));
  } else if (sharedBytesUsed) {
    b.setInsertionPoint(currentFunc);
    auto arrayType =
        LLVM::LLVMArrayType::get(b.getI8Type(), uint64_t(sharedBytesUsed));
    LLVM::GlobalOp::create(b, loc, arrayType, /*isConstant=*/false,
                           LLVM::Linkage::Internal, sharedSymbol(currentFunc),
                           Attribute(),
                           /*alignment=*/target.sharedBufferAlignment,
                           /*addrSpace=*/3);
  }
  return success();
}
