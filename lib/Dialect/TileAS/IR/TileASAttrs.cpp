//===- TileASAttrs.cpp - nv_tileas layout encodings -----------------------===//
//
// Each layout states its rule once, as the LinearLayout it builds for a
// shape; verifying a tensor type is building that layout.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/TileAS/IR/TileAS.h"

#include "mlir/IR/DialectImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::nv_tileas;

using EmitErrorFn = llvm::function_ref<InFlightDiagnostic()>;
using InDim = LinearLayout::InDim;

namespace {
/// `[a, b, c]` for messages.
struct ListText {
  llvm::ArrayRef<unsigned> values;
};
struct ShapeText {
  llvm::ArrayRef<int64_t> values;
};
} // namespace

static InFlightDiagnostic &operator<<(InFlightDiagnostic &diag, ListText l) {
  diag << "[";
  llvm::interleaveComma(l.values, diag);
  return diag << "]";
}
static InFlightDiagnostic &operator<<(InFlightDiagnostic &diag, ShapeText s) {
  llvm::interleave(
      s.values, [&](int64_t v) { diag << v; }, [&] { diag << "x"; });
  return diag;
}

/// Reports through `emitError` when there is one; every caller that only
/// asks whether a layout applies passes none.
template <typename... Args>
static LogicalResult fail(EmitErrorFn emitError, const Args &...args) {
  if (emitError) {
    InFlightDiagnostic diag = emitError();
    (diag << ... << args);
  }
  return failure();
}

static bool allPowersOfTwo(llvm::ArrayRef<unsigned> values) {
  return llvm::all_of(values,
                      [](unsigned v) { return llvm::isPowerOf2_32(v); });
}

static LogicalResult checkPowersOfTwo(EmitErrorFn emitError, StringRef name,
                                      llvm::ArrayRef<unsigned> values) {
  if (allPowersOfTwo(values))
    return success();
  return fail(emitError, name, " must hold powers of two, got ",
              ListText{values});
}

static LogicalResult checkPermutation(EmitErrorFn emitError,
                                      llvm::ArrayRef<unsigned> order) {
  llvm::SmallVector<bool> seen(order.size(), false);
  for (unsigned d : order) {
    if (d >= order.size() || seen[d])
      return fail(emitError,
                  "order must be a permutation of the dimensions 0..",
                  order.size() - 1, ", got ", ListText{order});
    seen[d] = true;
  }
  return success();
}

/// The tensor shape a layout of rank `rank` is applied to.
static LogicalResult checkShape(EmitErrorFn emitError, StringRef layout,
                                unsigned rank, llvm::ArrayRef<int64_t> shape) {
  if (shape.size() != rank)
    return fail(emitError, "the ", layout, " layout is of rank ", rank,
                " but the tensor has rank ", shape.size());
  for (int64_t extent : shape)
    if (extent <= 0 || !llvm::isPowerOf2_64(extent))
      return fail(emitError, "a ", layout,
                  " layout needs power-of-two extents, got ", ShapeText{shape});
  return success();
}

static unsigned product(llvm::ArrayRef<unsigned> values) {
  unsigned result = 1;
  for (unsigned v : values)
    result *= v;
  return result;
}

/// Zero bases for `count` more warps: warps that hold copies of what the
/// others hold (the warps along N for an A operand, for instance).
static void addCopies(LinearLayout &layout, InDim in, unsigned count) {
  for (unsigned i = 1; i < count; i *= 2)
    layout.addBasis(in, LinearLayout::Coord(layout.getRank(), 0));
}

//===----------------------------------------------------------------------===//
// blocked
//===----------------------------------------------------------------------===//

LogicalResult BlockedLayoutAttr::verify(EmitErrorFn emitError,
                                        llvm::ArrayRef<unsigned> sizePerThread,
                                        llvm::ArrayRef<unsigned> threadsPerWarp,
                                        llvm::ArrayRef<unsigned> warpsPerCTA,
                                        llvm::ArrayRef<unsigned> order) {
  unsigned rank = sizePerThread.size();
  if (rank == 0)
    return fail(emitError, "a blocked layout needs at least one dimension");
  if (threadsPerWarp.size() != rank || warpsPerCTA.size() != rank ||
      order.size() != rank)
    return fail(emitError,
                "sizePerThread, threadsPerWarp, warpsPerCTA and order need one "
                "entry per dimension, got ",
                rank, ", ", threadsPerWarp.size(), ", ", warpsPerCTA.size(),
                " and ", order.size());
  if (failed(checkPowersOfTwo(emitError, "sizePerThread", sizePerThread)) ||
      failed(checkPowersOfTwo(emitError, "threadsPerWarp", threadsPerWarp)) ||
      failed(checkPowersOfTwo(emitError, "warpsPerCTA", warpsPerCTA)))
    return failure();
  if (product(threadsPerWarp) != 32)
    return fail(
        emitError,
        "threadsPerWarp must multiply to 32 (the lanes of a warp), got ",
        product(threadsPerWarp));
  return checkPermutation(emitError, order);
}

unsigned BlockedLayoutAttr::getRank() const { return getOrder().size(); }
unsigned BlockedLayoutAttr::getNumWarps() const {
  return product(getWarpsPerCTA());
}

FailureOr<LinearLayout>
BlockedLayoutAttr::toLinearLayout(llvm::ArrayRef<int64_t> shape,
                                  EmitErrorFn emitError) const {
  if (failed(checkShape(emitError, "blocked", getRank(), shape)))
    return failure();
  LinearLayout layout(shape);
  for (unsigned d : getOrder())
    layout.extend(InDim::Register, d, getSizePerThread()[d]);
  for (unsigned d : getOrder())
    layout.extend(InDim::Lane, d, getThreadsPerWarp()[d]);
  for (unsigned d : getOrder())
    layout.extend(InDim::Warp, d, getWarpsPerCTA()[d]);
  layout.repeatRegisters(getOrder());
  return layout;
}

LogicalResult BlockedLayoutAttr::verifyEncoding(llvm::ArrayRef<int64_t> shape,
                                                Type,
                                                EmitErrorFn emitError) const {
  return toLinearLayout(shape, emitError);
}

BlockedLayoutAttr
mlir::nv_tileas::getRowMajorBlockedLayout(MLIRContext *context,
                                          llvm::ArrayRef<int64_t> shape,
                                          unsigned run, unsigned numWarps) {
  return getBlockedLayoutAlong(context, shape, shape.size() - 1, run, numWarps);
}

BlockedLayoutAttr mlir::nv_tileas::getBlockedLayoutAlong(
    MLIRContext *context, llvm::ArrayRef<int64_t> shape, unsigned dim,
    unsigned run, unsigned numWarps) {
  unsigned rank = shape.size();
  llvm::SmallVector<unsigned> order{dim}, size(rank, 1);
  for (unsigned d = rank; d-- > 0;)
    if (d != dim)
      order.push_back(d);
  size[dim] = run;
  // Lanes, then warps, take the next runs along `dim` first, then the
  // other dimensions from the last.
  return getBlockedLayoutOfRuns(context, shape, size, order, numWarps);
}

BlockedLayoutAttr mlir::nv_tileas::getBlockedLayoutOfRuns(
    MLIRContext *context, llvm::ArrayRef<int64_t> shape,
    llvm::ArrayRef<unsigned> size, llvm::ArrayRef<unsigned> order,
    unsigned numWarps) {
  unsigned rank = shape.size();
  llvm::SmallVector<unsigned> threads(rank, 1), warps(rank, 1);
  // What is left over holds copies (on the slowest dimension).
  unsigned lanesLeft = 32, warpsLeft = numWarps;
  for (unsigned d : order) {
    threads[d] = std::min<int64_t>(lanesLeft, shape[d] / size[d]);
    lanesLeft /= threads[d];
  }
  threads[order.back()] *= lanesLeft;
  for (unsigned d : order) {
    int64_t rest = std::max<int64_t>(1, shape[d] / (size[d] * threads[d]));
    warps[d] = std::min<int64_t>(warpsLeft, rest);
    warpsLeft /= warps[d];
  }
  warps[order.back()] *= warpsLeft;
  return BlockedLayoutAttr::get(context, size, threads, warps, order);
}

BlockedLayoutAttr mlir::nv_tileas::getDefaultBlockedLayout(
    MLIRContext *context, llvm::ArrayRef<int64_t> shape, unsigned numWarps) {
  return getRowMajorBlockedLayout(context, shape, /*run=*/1, numWarps);
}

std::optional<std::pair<LinearLayout, LinearLayout>>
mlir::nv_tileas::getLinearLayouts(RankedTensorType a, RankedTensorType b) {
  auto la = dyn_cast_or_null<DistributedLayoutAttr>(a.getEncoding());
  auto lb = dyn_cast_or_null<DistributedLayoutAttr>(b.getEncoding());
  if (!la || !lb)
    return std::nullopt;
  FailureOr<LinearLayout> x = la.toLinearLayout(a.getShape(), nullptr);
  FailureOr<LinearLayout> y = lb.toLinearLayout(b.getShape(), nullptr);
  if (failed(x) || failed(y))
    return std::nullopt;
  return std::make_pair(std::move(*x), std::move(*y));
}

/// Whether `x` and `y` have as many bits of each index in `ins`, and
/// `same` holds for each pair of their bases: the layouts are linear, so
/// matching bases mean matching maps.
static bool basesMatch(const LinearLayout &x, const LinearLayout &y,
                       llvm::ArrayRef<LinearLayout::InDim> ins,
                       llvm::function_ref<bool(const LinearLayout::Coord &,
                                               const LinearLayout::Coord &)>
                           same) {
  for (LinearLayout::InDim in : ins) {
    llvm::ArrayRef<LinearLayout::Coord> bx = x.getBases(in);
    llvm::ArrayRef<LinearLayout::Coord> by = y.getBases(in);
    if (bx.size() != by.size())
      return false;
    for (auto [cx, cy] : llvm::zip(bx, by))
      if (!same(cx, cy))
        return false;
  }
  return true;
}

bool mlir::nv_tileas::haveSameFlatDistribution(RankedTensorType a,
                                               RankedTensorType b) {
  if (a.getNumElements() != b.getNumElements())
    return false;
  auto layouts = getLinearLayouts(a, b);
  if (!layouts)
    return false;
  const LinearLayout &x = layouts->first, &y = layouts->second;
  // Bases as row-major indices, which are linear too for power-of-two
  // extents.
  using InDim = LinearLayout::InDim;
  return basesMatch(x, y, {InDim::Register, InDim::Lane, InDim::Warp},
                    [&](const auto &cx, const auto &cy) {
                      return x.rowMajorIndex(cx) == y.rowMajorIndex(cy);
                    });
}

std::optional<llvm::SmallVector<int64_t>>
mlir::nv_tileas::getBroadcastSourceRegisters(RankedTensorType from,
                                             RankedTensorType to) {
  if (from.getRank() != to.getRank())
    return std::nullopt;
  auto layouts = getLinearLayouts(from, to);
  if (!layouts)
    return std::nullopt;
  const LinearLayout *x = &layouts->first, *y = &layouts->second;
  // The element of `from` that an element of `to` repeats: its coordinates
  // with the broadcast dimensions at 0. That projection is linear, so
  // thread bits must select projected elements `from` selects with the same
  // bits, and every register of `to` must find its projection among this
  // thread's registers of `from`.
  auto source = [&](const LinearLayout::Coord &coord) {
    LinearLayout::Coord projected(coord);
    for (unsigned d = 0; d < from.getRank(); ++d)
      if (from.getShape()[d] == 1)
        projected[d] = 0;
    return x->rowMajorIndex(projected);
  };
  using InDim = LinearLayout::InDim;
  if (!basesMatch(*x, *y, {InDim::Lane, InDim::Warp},
                  [&](const auto &cf, const auto &ct) {
                    return x->rowMajorIndex(cf) == source(ct);
                  }))
    return std::nullopt;
  llvm::DenseMap<int64_t, int64_t> registerOf;
  for (int64_t r = 0; r < x->getSize(InDim::Register); ++r)
    registerOf.try_emplace(x->rowMajorIndex(x->apply(InDim::Register, r)), r);
  llvm::SmallVector<int64_t> registers;
  for (int64_t r = 0; r < y->getSize(InDim::Register); ++r) {
    auto it = registerOf.find(source(y->apply(InDim::Register, r)));
    if (it == registerOf.end())
      return std::nullopt;
    registers.push_back(it->second);
  }
  return registers;
}

bool mlir::nv_tileas::isPermutedLayout(RankedTensorType from,
                                       RankedTensorType to,
                                       llvm::ArrayRef<int32_t> permutation) {
  if (permutation.size() != from.getRank() || to.getRank() != from.getRank())
    return false;
  auto layouts = getLinearLayouts(from, to);
  if (!layouts)
    return false;
  const LinearLayout &y = layouts->second;
  using InDim = LinearLayout::InDim;
  return basesMatch(layouts->first, y,
                    {InDim::Register, InDim::Lane, InDim::Warp},
                    [&](const auto &cf, const auto &ct) {
                      LinearLayout::Coord permuted(ct.size());
                      for (unsigned i = 0; i < permuted.size(); ++i)
                        permuted[i] = cf[permutation[i]];
                      return y.rowMajorIndex(permuted) == y.rowMajorIndex(ct);
                    });
}

BlockedLayoutAttr
mlir::nv_tileas::getPermutedBlockedLayout(BlockedLayoutAttr layout,
                                          llvm::ArrayRef<int32_t> permutation) {
  unsigned rank = permutation.size();
  llvm::SmallVector<unsigned> size(rank), threads(rank), warps(rank), order,
      inverse(rank);
  for (unsigned i = 0; i < rank; ++i) {
    size[i] = layout.getSizePerThread()[permutation[i]];
    threads[i] = layout.getThreadsPerWarp()[permutation[i]];
    warps[i] = layout.getWarpsPerCTA()[permutation[i]];
    inverse[permutation[i]] = i;
  }
  for (unsigned d : layout.getOrder())
    order.push_back(inverse[d]);
  return BlockedLayoutAttr::get(layout.getContext(), size, threads, warps,
                                order);
}

LogicalResult mlir::nv_tileas::verifyNumThreads(Operation *op,
                                                unsigned numThreads) {
  if (numThreads >= 32 && numThreads <= 1024 && llvm::isPowerOf2_32(numThreads))
    return success();
  return op->emitError("num-threads must be a power of two from 32 to 1024, "
                       "got ")
         << numThreads;
}

std::optional<unsigned>
mlir::nv_tileas::getMmaSyncComputeCapability(Type lhs, Type rhs, Type acc) {
  auto isF8 = [](Type t) { return isa<Float8E4M3FNType, Float8E5M2Type>(t); };
  if (acc.isF32() && lhs == rhs &&
      (lhs.isF16() || lhs.isBF16() || lhs.isTF32()))
    return 80;
  if (acc.isInteger(32) && lhs.isInteger(8) && rhs.isInteger(8))
    return 80;
  if (acc.isF64() && lhs.isF64() && rhs.isF64())
    return 80;
  if (!isF8(lhs) || !isF8(rhs))
    return std::nullopt;
  // Into f32 an f8 product runs as an f16 one on widened operands where
  // there is no f8 instruction (the lowering's MmaForm::viaF16); into f16
  // it needs sm_89's.
  if (acc.isF32())
    return 80;
  if (acc.isF16())
    return 89;
  return std::nullopt;
}

std::optional<std::pair<unsigned, unsigned>>
mlir::nv_tileas::getMmaSyncInstrMK(Type lhs) {
  if (lhs.isF16() || lhs.isBF16())
    return std::make_pair(16u, 16u);
  if (lhs.isTF32())
    return std::make_pair(16u, 8u);
  if (lhs.isF64())
    return std::make_pair(8u, 4u);
  if (lhs.isInteger(8) || isa<Float8E4M3FNType, Float8E5M2Type>(lhs))
    return std::make_pair(16u, 32u);
  return std::nullopt;
}

int64_t mlir::nv_tileas::getWgmmaOperandBytes(Type element) {
  if (element.isF16() || element.isBF16())
    return 2;
  if (element.isTF32())
    return 4;
  if (isa<Float8E4M3FNType, Float8E5M2Type>(element))
    return 1;
  return 0;
}

/// The bits of a column within its block in permuteK's order: bit i of
/// the permuted column is bit order[i] of the fragment column.
static llvm::ArrayRef<unsigned> permutedKBits(int64_t extent) {
  static const unsigned wide[] = {0, 3, 4, 1, 2}, narrow[] = {0, 3, 1, 2};
  if (extent >= 32)
    return wide;
  return narrow;
}

int64_t mlir::nv_tileas::getPermuteKBlock(int64_t extent) {
  return int64_t(1) << permutedKBits(extent).size();
}

int64_t mlir::nv_tileas::permuteK(int64_t k, int64_t extent) {
  llvm::ArrayRef<unsigned> order = permutedKBits(extent);
  int64_t column = k & ~((int64_t(1) << order.size()) - 1);
  for (auto [i, bit] : llvm::enumerate(order))
    column |= (k >> bit & 1) << i;
  return column;
}

int64_t mlir::nv_tileas::unpermuteK(int64_t column, int64_t extent) {
  llvm::ArrayRef<unsigned> order = permutedKBits(extent);
  int64_t k = column & ~((int64_t(1) << order.size()) - 1);
  for (auto [i, bit] : llvm::enumerate(order))
    k |= (column >> i & 1) << bit;
  return k;
}

bool mlir::nv_tileas::wgmmaReadsOperandTile(Type element, bool mnMajor) {
  // The PTX ISA allows the transposed (MN-major) operand layouts for
  // 16-bit types only.
  return !mnMajor || getWgmmaOperandBytes(element) == 2;
}

bool mlir::nv_tileas::isWgmmaProduct(RankedTensorType lhs, RankedTensorType rhs,
                                     RankedTensorType acc, unsigned numThreads,
                                     unsigned computeCapability) {
  Type a = lhs.getElementType(), b = rhs.getElementType();
  int64_t bytes = getWgmmaOperandBytes(a);
  // 16-bit and tf32 operands are of one type; e4m3 and e5m2 mix.
  bool sameKind = bytes == 1 ? getWgmmaOperandBytes(b) == 1 : a == b;
  if (computeCapability != 90 || !bytes || !sameKind ||
      !acc.getElementType().isF32() || lhs.getRank() != 2 ||
      rhs.getRank() != 2 || acc.getRank() != 2 || numThreads % 128)
    return false;
  int64_t m = acc.getDimSize(0), n = acc.getDimSize(1), k = lhs.getDimSize(1);
  int64_t threads = numThreads, warpgroups = threads / 128;
  // An instruction's K is 32 bytes of each operand row.
  return m % (64 * warpgroups) == 0 && k % (32 / bytes) == 0 && n % 8 == 0 &&
         (n <= 256 || n % 256 == 0) && (m * n) % threads == 0 &&
         (n % threads == 0 || threads % n == 0);
}

bool mlir::nv_tileas::isWgmmaProductOp(Operation *product, unsigned numThreads,
                                       unsigned computeCapability) {
  if (!isa<nv_tileaa::DotOp, nv_tileaa::DotScaledOp>(product))
    return false;
  auto lhs = dyn_cast<RankedTensorType>(product->getOperand(0).getType());
  auto rhs = dyn_cast<RankedTensorType>(product->getOperand(1).getType());
  auto acc = dyn_cast<RankedTensorType>(product->getOperand(2).getType());
  if (!lhs || !rhs || !acc ||
      !isWgmmaProduct(lhs, rhs, acc, numThreads, computeCapability))
    return false;
  auto scaled = dyn_cast<nv_tileaa::DotScaledOp>(product);
  if (!scaled)
    return true;
  int64_t k = lhs.getDimSize(1);
  int64_t blocks = scaled.getLhsScale().getType().getShape().back();
  int64_t instructionK = 32 / getWgmmaOperandBytes(lhs.getElementType());
  // A block's sums take as many registers as the accumulator: beyond 64
  // entries a thread the two would not fit in 255 registers (the 128x128
  // mxfp8 corpus GEMM on 8 warps, 64 entries, takes 248 to 255).
  return blocks > 0 && k % blocks == 0 && (k / blocks) % instructionK == 0 &&
         acc.getNumElements() <= 64 * int64_t(numThreads);
}

Value mlir::nv_tileas::lookThroughTF32Rounding(Value operand,
                                               Operation *&round) {
  round = nullptr;
  auto ftof = operand.getDefiningOp<nv_tileaa::FToFOp>();
  if (!ftof || !getElementTypeOrSelf(ftof.getFrom().getType()).isF32() ||
      !getElementTypeOrSelf(ftof.getTo().getType()).isTF32())
    return operand;
  round = ftof;
  return ftof.getFrom();
}

bool mlir::nv_tileas::dropsLeadingUnitDims(llvm::ArrayRef<int64_t> from,
                                           llvm::ArrayRef<int64_t> to) {
  return from.size() >= to.size() && from.take_back(to.size()) == to &&
         llvm::all_of(from.drop_back(to.size()),
                      [](int64_t d) { return d == 1; });
}

/// The view of `operand` that only drops leading unit dimensions of a
/// loaded tile (a batched kernel's [1, M, K] tile multiplied as M x K), or
/// null.
static nv_tileaa::ViewOp droppedUnitDims(Value operand) {
  auto view = operand.getDefiningOp<nv_tileaa::ViewOp>();
  if (!view || !view.getResult().hasOneUse())
    return {};
  llvm::ArrayRef<int64_t> from = view.getSource().getType().getShape();
  llvm::ArrayRef<int64_t> to =
      cast<RankedTensorType>(view.getResult().getType()).getShape();
  if (from.size() <= to.size() || !nv_tileas::dropsLeadingUnitDims(from, to))
    return {};
  return view;
}

nv_tileaa::TiledLoadOp
mlir::nv_tileas::getProductOperandLoad(Value operand,
                                       nv_tileaa::ViewOp *reshape) {
  Operation *round;
  Value source = lookThroughTF32Rounding(operand, round);
  if (round && !round->getResult(0).hasOneUse())
    return {};
  nv_tileaa::ViewOp view = droppedUnitDims(source);
  if (view)
    source = view.getSource();
  if (reshape)
    *reshape = view;
  return source.getDefiningOp<nv_tileaa::TiledLoadOp>();
}

/// Shared memory the CUDA driver reserves for each resident CTA: a CTA's
/// opt-in maximum is its SM's shared memory less this (227 of 228 KiB on
/// sm_90, 163 of 164 KiB on sm_80).
constexpr int64_t kReservedSharedBytesPerCTA = 1024;

int64_t mlir::nv_tileas::getSharedBytesPerCTA(Operation *func, int64_t ctas) {
  int64_t perSM = getSharedMemoryBytes(func) + kReservedSharedBytesPerCTA;
  return perSM / std::max<int64_t>(ctas, 1) - kReservedSharedBytesPerCTA;
}

int64_t mlir::nv_tileas::getStageBudget(Operation *func, int64_t &perCTA,
                                        int64_t &ctas) {
  int64_t limit = getSharedMemoryBytes(func);
  ctas = 0;
  perCTA = limit;
  auto wanted = func->getAttrOfType<IntegerAttr>(kMinCTAsPerSMAttrName);
  if (limit > kStaticSharedBytes && wanted && wanted.getInt() >= 2) {
    int64_t share = std::max(kStaticSharedBytes,
                             getSharedBytesPerCTA(func, wanted.getInt()));
    if (share < limit) {
      ctas = wanted.getInt();
      perCTA = share;
    }
  }
  return getBufferBytes(func, perCTA);
}

int64_t mlir::nv_tileas::getBufferBytes(Operation *func, int64_t share) {
  // Beyond the static limit the buffer is dynamic and aligned at run
  // time, which costs an alignment's worth.
  return share > getStaticSharedMemoryBytes(func)
             ? share - kDynamicSharedAlignmentBytes
             : share;
}

std::optional<unsigned> mlir::nv_tileas::getComputeCapability(Operation *op) {
  for (Operation *p = op; p; p = p->getParentOp())
    if (auto cc = p->getAttrOfType<IntegerAttr>("nv_tileaa.compute_capability"))
      return unsigned(cc.getInt());
  return std::nullopt;
}

bool mlir::nv_tileas::isDefinedOutside(Value value, Operation *loop) {
  return !loop->isAncestor(value.getParentRegion()->getParentOp());
}

bool mlir::nv_tileas::isUnorderedInLoop(nv_tileaa::TiledLoadOp load,
                                        Operation *loop) {
  return isDefinedOutside(load.getView(), loop) &&
         isDefinedOutside(load.getToken(), loop) &&
         load.getResultToken().use_empty();
}

FailureOr<llvm::SmallVector<Operation *>>
mlir::nv_tileas::getLoadIndexOps(nv_tileaa::TiledLoadOp load, Operation *loop) {
  Block &body = loop->getRegion(0).front();
  Value iv = body.getArgument(0);
  llvm::SetVector<Operation *> ops;
  llvm::SmallVector<Value> work(load.getIndex().begin(), load.getIndex().end());
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (v == iv || isDefinedOutside(v, loop))
      continue;
    Operation *def = v.getDefiningOp();
    if (!def || def->getBlock() != &body || !isPure(def) ||
        def->getNumRegions())
      return failure();
    if (ops.insert(def))
      llvm::append_range(work, def->getOperands());
  }
  llvm::SmallVector<Operation *> sorted(ops.begin(), ops.end());
  llvm::sort(sorted,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  return sorted;
}

nv_tileaa::ForOp mlir::nv_tileas::appendIterValues(nv_tileaa::ForOp loop,
                                                   ValueRange extraInits) {
  OpBuilder b(loop);
  llvm::SmallVector<Value> inits(loop.getInitValues());
  llvm::append_range(inits, extraInits);
  auto next = nv_tileaa::ForOp::create(
      b, loop.getLoc(), ValueRange(inits).getTypes(), loop.getLowerBound(),
      loop.getUpperBound(), loop.getStep(), inits, loop.getUnsignedCmp());
  next->setDiscardableAttrs(loop->getDiscardableAttrDictionary());
  next.getRegion().takeBody(loop.getRegion());
  Block &body = next.getRegion().front();
  for (Value init : extraInits)
    body.addArgument(init.getType(), init.getLoc());
  loop.replaceAllUsesWith(next.getResults().take_front(loop.getNumResults()));
  loop.erase();
  return next;
}

Operation *mlir::nv_tileas::getCarriedProduct(BlockArgument arg) {
  Block *body = arg.getOwner();
  if (!isa_and_nonnull<nv_tileaa::ForOp>(body->getParentOp()) ||
      arg.getArgNumber() == 0 || !arg.hasOneUse())
    return nullptr;
  // dot and dot_scaled take the accumulator as operand 2.
  Operation *product = *arg.getUsers().begin();
  if (!isa<nv_tileaa::DotOp, nv_tileaa::DotScaledOp>(product) ||
      product->getOperand(2) != arg || product->getBlock() != body ||
      !product->getResult(0).hasOneUse())
    return nullptr;
  OpOperand &use = *product->getResult(0).getUses().begin();
  if (use.getOwner() != body->getTerminator() ||
      use.getOperandNumber() != arg.getArgNumber() - 1)
    return nullptr;
  return product;
}

bool mlir::nv_tileas::isProductIssuedAhead(Operation *op) {
  auto dot = dyn_cast<nv_tileaa::DotOp>(op);
  if (!dot || !dot->hasAttr(kWgmmaPendingAttrName))
    return false;
  auto arg = dyn_cast<BlockArgument>(dot.getAcc());
  return !arg || arg.getOwner() != dot->getBlock();
}

int64_t mlir::nv_tileas::getSharedMemoryBytes(Operation *op) {
  for (Operation *p = op; p; p = p->getParentOp())
    if (auto bytes = p->getAttrOfType<IntegerAttr>(kSharedMemoryBytesAttrName))
      return bytes.getInt();
  return kStaticSharedBytes;
}

int64_t mlir::nv_tileas::getStaticSharedMemoryBytes(Operation *op) {
  int64_t limit = getSharedMemoryBytes(op);
  for (Operation *p = op; p; p = p->getParentOp())
    if (auto bytes =
            p->getAttrOfType<IntegerAttr>(kStaticSharedMemoryBytesAttrName))
      return std::min(limit, std::max(kStaticSharedBytes, bytes.getInt()));
  return std::min(limit, kStaticSharedBytes);
}

bool mlir::nv_tileas::isTileLaunch(Operation *op) {
  for (Operation *p = op; p; p = p->getParentOp())
    if (p->hasAttr(kTileLaunchAttrName))
      return true;
  return false;
}

unsigned mlir::nv_tileas::getKernelThreads(Operation *op,
                                           unsigned defaultThreads) {
  auto func = isa<nv_tileaa::FuncOp>(op)
                  ? cast<nv_tileaa::FuncOp>(op)
                  : op->getParentOfType<nv_tileaa::FuncOp>();
  if (func)
    if (auto warps = func->getAttrOfType<IntegerAttr>(kNumWarpsAttrName))
      return 32 * unsigned(warps.getInt());
  return defaultThreads;
}

int64_t mlir::nv_tileas::getRegistersPerThread(Value tile, int64_t threads) {
  auto type = cast<RankedTensorType>(tile.getType());
  return llvm::divideCeil(type.getNumElements() * type.getElementTypeBitWidth(),
                          32 * threads);
}

//===----------------------------------------------------------------------===//
// mma_sync and wgmma accumulators
//===----------------------------------------------------------------------===//

static LogicalResult checkWarps(EmitErrorFn emitError, StringRef layout,
                                llvm::ArrayRef<unsigned> warpsPerCTA) {
  if (warpsPerCTA.size() != 2)
    return fail(emitError, "an ", layout,
                " layout needs warpsPerCTA for 2 dimensions, got ",
                ListText{warpsPerCTA});
  return checkPowersOfTwo(emitError, "warpsPerCTA", warpsPerCTA);
}

LogicalResult MmaSyncLayoutAttr::verify(EmitErrorFn emitError,
                                        llvm::ArrayRef<unsigned> warpsPerCTA,
                                        llvm::ArrayRef<unsigned> instrShape,
                                        bool pairedColumns) {
  if (failed(checkWarps(emitError, "mma_sync", warpsPerCTA)))
    return failure();
  if (instrShape.size() != 2 || instrShape[1] != 8 ||
      (instrShape[0] != 16 && instrShape[0] != 8))
    return fail(emitError,
                "mma_sync instrShape must be [16, 8] (f16, bf16, tf32, i8, f8) "
                "or [8, 8] (f64), got ",
                ListText{instrShape});
  if (pairedColumns && instrShape[0] != 16)
    return fail(emitError, "pairedColumns is for the 8-bit products' "
                           "instrShape [16, 8] only");
  return success();
}

unsigned MmaSyncLayoutAttr::getRank() const { return 2; }
unsigned MmaSyncLayoutAttr::getNumWarps() const {
  return product(getWarpsPerCTA());
}

/// The accumulator fragment of one mma.sync (PTX ISA, "Matrix Fragments for
/// mma.m16n8k*"): lane l holds row l/4 and columns 2(l mod 4) + {0, 1}, and
/// for M = 16 the same again 8 rows down.
static void addMmaSyncFragment(LinearLayout &layout, unsigned instrM) {
  layout.extend(InDim::Register, 1, 2);
  layout.extend(InDim::Lane, 1, 4);
  layout.extend(InDim::Lane, 0, 8);
  if (instrM == 16)
    layout.extend(InDim::Register, 0, 2);
}

FailureOr<LinearLayout>
MmaSyncLayoutAttr::toLinearLayout(llvm::ArrayRef<int64_t> shape,
                                  EmitErrorFn emitError) const {
  if (failed(checkShape(emitError, "mma_sync", 2, shape)))
    return failure();
  llvm::ArrayRef<unsigned> instr = getInstrShape();
  // A dimension of 1 is a broadcast one (expand_dims of a reduction along
  // it): the lanes and registers along it hold copies.
  if ((shape[0] < instr[0] && shape[0] != 1) ||
      (shape[1] < instr[1] && shape[1] != 1))
    return fail(emitError, "a ", ShapeText{shape},
                " tensor is smaller than one mma_sync instruction tile (",
                instr[0], "x", instr[1], ")");
  if (getPairedColumns() && shape[1] != 1 && shape[1] < 16)
    return fail(
        emitError, "a ", ShapeText{shape},
        " tensor is narrower than a pair of mma_sync tile columns (16)");
  LinearLayout layout(shape);
  if (getPairedColumns()) {
    // Column 4q + 2e + s of a pair is entry e of lane q's fragment of
    // instruction s: registers s and e step columns 1 and 2 (a thread's
    // four columns are consecutive), the lanes 4 and 8, then the rows.
    layout.extend(InDim::Register, 1, 4);
    layout.extend(InDim::Lane, 1, 4);
    layout.extend(InDim::Lane, 0, 8);
    layout.extend(InDim::Register, 0, 2);
  } else {
    addMmaSyncFragment(layout, instr[0]);
  }
  layout.extend(InDim::Warp, 0, getWarpsPerCTA()[0]);
  layout.extend(InDim::Warp, 1, getWarpsPerCTA()[1]);
  layout.repeatRegisters({1, 0});
  return layout;
}

LogicalResult MmaSyncLayoutAttr::verifyEncoding(llvm::ArrayRef<int64_t> shape,
                                                Type,
                                                EmitErrorFn emitError) const {
  return toLinearLayout(shape, emitError);
}

LogicalResult WgmmaLayoutAttr::verify(EmitErrorFn emitError,
                                      llvm::ArrayRef<unsigned> warpsPerCTA,
                                      llvm::ArrayRef<unsigned> instrShape) {
  if (failed(checkWarps(emitError, "wgmma", warpsPerCTA)))
    return failure();
  if (warpsPerCTA[0] % 4 != 0)
    return fail(emitError,
                "wgmma runs on whole warpgroups along M: warpsPerCTA[0] must "
                "be a multiple of 4, got ",
                warpsPerCTA[0]);
  if (instrShape.size() != 3 || instrShape[0] != 64 || instrShape[1] < 8 ||
      instrShape[1] > 256 || !llvm::isPowerOf2_32(instrShape[1]) ||
      (instrShape[2] != 8 && instrShape[2] != 16 && instrShape[2] != 32))
    return fail(emitError,
                "wgmma instrShape must be [64, N, K] with N a power of two in "
                "8..256 and K 8 (tf32), 16 (f16, bf16) or 32 (8-bit), got ",
                ListText{instrShape});
  return success();
}

unsigned WgmmaLayoutAttr::getRank() const { return 2; }
unsigned WgmmaLayoutAttr::getNumWarps() const {
  return product(getWarpsPerCTA());
}

FailureOr<LinearLayout>
WgmmaLayoutAttr::toLinearLayout(llvm::ArrayRef<int64_t> shape,
                                EmitErrorFn emitError) const {
  if (failed(checkShape(emitError, "wgmma", 2, shape)))
    return failure();
  unsigned n = getInstrShape()[1];
  // A dimension of 1 is a broadcast one, as for mma_sync.
  if ((shape[0] < 64 && shape[0] != 1) || (shape[1] < n && shape[1] != 1))
    return fail(emitError, "a ", ShapeText{shape},
                " tensor is smaller than one wgmma instruction tile (64x", n,
                ")");
  // PTX ISA, "Register Fragments" of wgmma: warp w of the warpgroup holds
  // rows 16w..16w+15; d[4j + {0,1}] are row l/4, columns 8j + 2(l mod 4) +
  // {0, 1}, and d[4j + {2,3}] the same 8 rows down.
  LinearLayout layout(shape);
  addMmaSyncFragment(layout, 16);
  layout.extend(InDim::Register, 1, n / 8);
  layout.extend(InDim::Warp, 0, 4);
  layout.extend(InDim::Warp, 0, getWarpsPerCTA()[0] / 4);
  layout.extend(InDim::Warp, 1, getWarpsPerCTA()[1]);
  layout.repeatRegisters({1, 0});
  return layout;
}

LogicalResult WgmmaLayoutAttr::verifyEncoding(llvm::ArrayRef<int64_t> shape,
                                              Type,
                                              EmitErrorFn emitError) const {
  return toLinearLayout(shape, emitError);
}

//===----------------------------------------------------------------------===//
// dot operands
//===----------------------------------------------------------------------===//

LogicalResult DotOperandLayoutAttr::verify(EmitErrorFn emitError,
                                           unsigned opIdx,
                                           DistributedLayoutAttr parent,
                                           unsigned kWidth, bool kPermuted) {
  if (opIdx > 1)
    return fail(emitError, "opIdx must be 0 (operand A) or 1 (operand B), got ",
                opIdx);
  if (!isa<MmaSyncLayoutAttr, WgmmaLayoutAttr>(parent))
    return fail(emitError,
                "the parent of a dot_op layout must be an mma_sync or wgmma "
                "accumulator layout");
  if (kWidth != 1 && kWidth != 2 && kWidth != 4)
    return fail(emitError, "kWidth must be 1, 2 or 4, got ", kWidth);
  if (auto mma = dyn_cast<MmaSyncLayoutAttr>(parent);
      mma && mma.getPairedColumns())
    return fail(emitError,
                "the parent of a dot_op layout must not pair its columns: "
                "the operands' fragments follow the unpaired instructions");
  if (auto mma = dyn_cast<MmaSyncLayoutAttr>(parent))
    if (mma.getInstrShape()[0] == 8 && kWidth != 1)
      return fail(emitError,
                  "the f64 mma_sync (8x8) holds one K element per operand "
                  "register: kWidth must be 1, got ",
                  kWidth);
  if (isa<WgmmaLayoutAttr>(parent) && opIdx != 0)
    return fail(emitError,
                "wgmma reads operand B from shared memory; only operand A "
                "(opIdx = 0) has a register layout");
  if (kPermuted && (!isa<WgmmaLayoutAttr>(parent) || kWidth != 2))
    return fail(emitError,
                "kPermuted applies to wgmma's operand A of 16-bit elements "
                "(a wgmma parent and kWidth 2)");
  return success();
}

unsigned DotOperandLayoutAttr::getRank() const { return 2; }
unsigned DotOperandLayoutAttr::getNumWarps() const {
  return getParent().getNumWarps();
}

FailureOr<LinearLayout>
DotOperandLayoutAttr::toLinearLayout(llvm::ArrayRef<int64_t> shape,
                                     EmitErrorFn emitError) const {
  if (failed(checkShape(emitError, "dot_op", 2, shape)))
    return failure();
  unsigned instrM = 16;
  llvm::ArrayRef<unsigned> warps;
  if (auto mma = dyn_cast<MmaSyncLayoutAttr>(getParent())) {
    instrM = mma.getInstrShape()[0];
    warps = mma.getWarpsPerCTA();
  } else {
    warps = cast<WgmmaLayoutAttr>(getParent()).getWarpsPerCTA();
  }
  unsigned kw = getKWidth();
  // K of one instruction: 4 lanes times kWidth, twice over for M = 16.
  int64_t instrK = (instrM == 16 ? 8 : 4) * kw;
  bool isA = getOpIdx() == 0;
  unsigned kDim = isA ? 1 : 0, mnDim = isA ? 0 : 1;
  int64_t instrMN = isA ? instrM : 8;
  if (shape[kDim] < instrK || shape[mnDim] < instrMN)
    return fail(emitError, "a ", ShapeText{shape}, " tensor is smaller than ",
                isA ? "operand A" : "operand B", " of one instruction (",
                isA ? instrMN : instrK, "x", isA ? instrK : instrMN, ")");
  // PTX ISA operand fragments: lane l holds kWidth consecutive K elements
  // from (l mod 4) kWidth on, row (A) or column (B) l/4; A of M = 16 repeats
  // 8 rows down, and K repeats 4 kWidth further on.
  LinearLayout layout(shape);
  layout.extend(InDim::Register, kDim, kw);
  layout.extend(InDim::Lane, kDim, 4);
  layout.extend(InDim::Lane, mnDim, 8);
  if (isA && instrM == 16)
    layout.extend(InDim::Register, mnDim, 2);
  if (instrM == 16)
    layout.extend(InDim::Register, kDim, 2);
  // Warp w = w0 + warps[0] * w1 holds accumulator tile (w0, w1): A depends
  // on w0 only, B on w1 only; the other warps hold copies.
  if (isA) {
    layout.extend(InDim::Warp, mnDim, warps[0]);
    addCopies(layout, InDim::Warp, warps[1]);
  } else {
    addCopies(layout, InDim::Warp, warps[0]);
    layout.extend(InDim::Warp, mnDim, warps[1]);
  }
  layout.repeatRegisters({kDim, mnDim});
  if (!getKPermuted())
    return layout;
  // K in permuteK's order, and the registers holding a thread's contiguous
  // columns of a row first (lowest column step first), so that they form
  // one vector.
  int64_t extent = shape[kDim], block = getPermuteKBlock(extent);
  LinearLayout permuted(shape);
  auto permute = [&](LinearLayout::Coord basis) {
    basis[kDim] = permuteK(basis[kDim], extent);
    return basis;
  };
  llvm::SmallVector<LinearLayout::Coord> first, rest;
  for (const LinearLayout::Coord &basis : layout.getBases(InDim::Register)) {
    LinearLayout::Coord moved = permute(basis);
    bool inRun = moved[mnDim] == 0 && moved[kDim] < block;
    (inRun ? first : rest).push_back(moved);
  }
  llvm::sort(first,
             [&](const LinearLayout::Coord &a, const LinearLayout::Coord &b) {
               return a[kDim] < b[kDim];
             });
  for (const LinearLayout::Coord &basis :
       llvm::concat<LinearLayout::Coord>(first, rest))
    permuted.addBasis(InDim::Register, basis);
  for (InDim in : {InDim::Lane, InDim::Warp})
    for (const LinearLayout::Coord &basis : layout.getBases(in))
      permuted.addBasis(in, permute(basis));
  return permuted;
}

LogicalResult
DotOperandLayoutAttr::verifyEncoding(llvm::ArrayRef<int64_t> shape,
                                     Type elementType,
                                     EmitErrorFn emitError) const {
  if (elementType && elementType.isIntOrFloat()) {
    unsigned bits = elementType.getIntOrFloatBitWidth();
    unsigned expected = bits >= 32 ? 1 : 32 / bits;
    if (getKWidth() != expected)
      return fail(emitError, "kWidth ", getKWidth(), " does not match ",
                  elementType, " elements: a 32-bit operand register holds ",
                  expected);
  }
  return toLinearLayout(shape, emitError);
}

//===----------------------------------------------------------------------===//
// slice
//===----------------------------------------------------------------------===//

LogicalResult SliceLayoutAttr::verify(EmitErrorFn emitError, unsigned dim,
                                      DistributedLayoutAttr parent) {
  if (!parent)
    return fail(emitError, "a slice layout needs a distributed parent layout");
  if (parent.getRank() < 2)
    return fail(emitError,
                "a slice layout removes one dimension of a parent of rank 2 "
                "or more, got rank ",
                parent.getRank());
  if (dim >= parent.getRank())
    return fail(emitError, "slice dimension ", dim,
                " is out of range for a parent of rank ", parent.getRank());
  return success();
}

unsigned SliceLayoutAttr::getRank() const { return getParent().getRank() - 1; }
unsigned SliceLayoutAttr::getNumWarps() const {
  return getParent().getNumWarps();
}

/// The smallest extent along `dim` a tensor of layout `layout` may have: one
/// instruction tile for operand layouts, 1 otherwise (accumulators take
/// broadcast dimensions of 1).
static int64_t minimalExtent(DistributedLayoutAttr layout, unsigned dim) {
  return llvm::TypeSwitch<Attribute, int64_t>(layout)
      .Case([&](DotOperandLayoutAttr op) -> int64_t {
        unsigned instrM = 16;
        if (auto mma = dyn_cast<MmaSyncLayoutAttr>(op.getParent()))
          instrM = mma.getInstrShape()[0];
        int64_t instrK = (instrM == 16 ? 8 : 4) * op.getKWidth();
        bool kDim = dim == (op.getOpIdx() == 0 ? 1u : 0u);
        return kDim ? instrK : op.getOpIdx() == 0 ? instrM : 8;
      })
      .Case([&](SliceLayoutAttr slice) {
        return minimalExtent(slice.getParent(),
                             dim < slice.getDim() ? dim : dim + 1);
      })
      .Default([](Attribute) { return 1; });
}

FailureOr<LinearLayout>
SliceLayoutAttr::toLinearLayout(llvm::ArrayRef<int64_t> shape,
                                EmitErrorFn emitError) const {
  if (failed(checkShape(emitError, "slice", getRank(), shape)))
    return failure();
  // The parent's layout over the removed dimension at its smallest extent:
  // threads that differ only along it hold the same (reduced) element.
  llvm::SmallVector<int64_t> parentShape(shape);
  parentShape.insert(parentShape.begin() + getDim(),
                     minimalExtent(getParent(), getDim()));
  FailureOr<LinearLayout> parent =
      getParent().toLinearLayout(parentShape, emitError);
  if (failed(parent))
    return failure();
  return parent->dropDim(getDim());
}

LogicalResult SliceLayoutAttr::verifyEncoding(llvm::ArrayRef<int64_t> shape,
                                              Type,
                                              EmitErrorFn emitError) const {
  return toLinearLayout(shape, emitError);
}

//===----------------------------------------------------------------------===//
// Shared layouts
//===----------------------------------------------------------------------===//

/// A shared layout from the element each offset 2^i holds: the maps are
/// linear, so the images of single bits are their bases.
template <typename MapFn>
static LinearLayout sharedLayoutFromMap(llvm::ArrayRef<int64_t> shape,
                                        MapFn map) {
  LinearLayout layout(shape);
  int64_t total = 1;
  for (int64_t extent : shape)
    total *= extent;
  for (int64_t offset = 1; offset < total; offset *= 2)
    layout.addBasis(InDim::Offset, map(offset));
  return layout;
}

/// Element coordinates of row-major position `index` in a tile of `shape`
/// whose dimensions are laid out as `order` says (fastest first).
static LinearLayout::Coord unflatten(int64_t index,
                                     llvm::ArrayRef<int64_t> shape,
                                     llvm::ArrayRef<unsigned> order) {
  LinearLayout::Coord coord(shape.size(), 0);
  for (unsigned d : order) {
    coord[d] = index % shape[d];
    index /= shape[d];
  }
  return coord;
}

static LogicalResult checkElementBits(EmitErrorFn emitError, unsigned bits) {
  if (bits < 4 || bits > 64 || !llvm::isPowerOf2_32(bits))
    return fail(emitError,
                "shared layouts hold elements of 4 to 64 bits (a power of "
                "two), got ",
                bits);
  return success();
}

LogicalResult SwizzledSharedLayoutAttr::verify(EmitErrorFn emitError,
                                               unsigned vec, unsigned perPhase,
                                               unsigned maxPhase,
                                               llvm::ArrayRef<unsigned> order) {
  unsigned params[] = {vec, perPhase, maxPhase};
  if (failed(checkPowersOfTwo(emitError, "vec, perPhase and maxPhase", params)))
    return failure();
  if (order.empty())
    return fail(emitError, "a shared layout needs at least one dimension");
  return checkPermutation(emitError, order);
}

FailureOr<LinearLayout>
SwizzledSharedLayoutAttr::toLinearLayout(llvm::ArrayRef<int64_t> shape,
                                         unsigned elementBitWidth,
                                         EmitErrorFn emitError) const {
  if (failed(
          checkShape(emitError, "swizzled_shared", getOrder().size(), shape)) ||
      failed(checkElementBits(emitError, elementBitWidth)))
    return failure();
  llvm::ArrayRef<unsigned> order = getOrder();
  if (order.size() < 2)
    return sharedLayoutFromMap(
        shape, [&](int64_t offset) { return unflatten(offset, shape, order); });
  unsigned col = order[0], row = order[1];
  if (int64_t(getVec()) * getMaxPhase() > shape[col])
    return fail(emitError,
                "the swizzle spans vec * maxPhase = ", getVec() * getMaxPhase(),
                " elements but rows hold only ", shape[col]);
  return sharedLayoutFromMap(shape, [&](int64_t offset) {
    LinearLayout::Coord coord = unflatten(offset, shape, order);
    coord[col] ^= (coord[row] / getPerPhase()) % getMaxPhase() * getVec();
    return coord;
  });
}

LogicalResult NvmmaSharedLayoutAttr::verify(EmitErrorFn emitError,
                                            unsigned swizzle, bool transposed,
                                            bool kPermuted) {
  if (swizzle != 0 && swizzle != 32 && swizzle != 64 && swizzle != 128)
    return fail(emitError, "swizzle must be 0, 32, 64 or 128 (bytes), got ",
                swizzle);
  if (kPermuted && transposed)
    return fail(emitError, "kPermuted permutes rows (K of an N-major rhs); a "
                           "transposed tile has K along its contiguous "
                           "dimension");
  return success();
}

FailureOr<LinearLayout>
NvmmaSharedLayoutAttr::toLinearLayout(llvm::ArrayRef<int64_t> shape,
                                      unsigned elementBitWidth,
                                      EmitErrorFn emitError) const {
  if (shape.size() < 2)
    return fail(emitError, "an nvmma_shared layout needs a tile of rank 2 or "
                           "more");
  if (failed(checkShape(emitError, "nvmma_shared", shape.size(), shape)) ||
      failed(checkElementBits(emitError, elementBitWidth)))
    return failure();
  unsigned rank = shape.size();
  unsigned col = getTransposed() ? rank - 2 : rank - 1;
  unsigned row = getTransposed() ? rank - 1 : rank - 2;
  int64_t rows = shape[row], cols = shape[col];
  unsigned swizzle = getSwizzle();
  int64_t width = swizzle ? int64_t(swizzle) * 8 / elementBitWidth : cols;
  if (swizzle && cols < width)
    return fail(emitError, "the tile holds ", cols,
                " elements along its contiguous dimension, fewer than one ",
                swizzle, "-byte swizzle row (", width, " elements)");
  if (swizzle && rows < 8)
    return fail(emitError, "a ", swizzle,
                "-byte swizzle spans 8 rows but the tile has ", rows);
  if (getKPermuted() && rows < getPermuteKBlock(rows))
    return fail(emitError,
                "kPermuted orders rows in blocks of 16 or 32 but "
                "the tile has ",
                rows);
  // Bit addresses: the byte-address bits [4, 4+s) and [7, 7+s) of the
  // swizzle are bits [7, 7+s) and [10, 10+s) here, which also serves 4-bit
  // elements.
  unsigned s = swizzle ? llvm::Log2_32(swizzle / 16) : 0;
  llvm::SmallVector<unsigned> outer;
  for (int d = rank - 3; d >= 0; --d)
    outer.push_back(d);
  return sharedLayoutFromMap(shape, [&](int64_t offset) {
    int64_t bitAddress = offset * elementBitWidth;
    bitAddress ^= ((bitAddress >> 10) & ((int64_t(1) << s) - 1)) << 7;
    int64_t index = bitAddress / elementBitWidth;
    LinearLayout::Coord coord(rank, 0);
    int64_t inBlock = index % (rows * width), block = index / (rows * width);
    coord[row] = inBlock / width;
    if (getKPermuted())
      coord[row] = permuteK(coord[row], rows);
    coord[col] = (block % (cols / width)) * width + inBlock % width;
    block /= cols / width;
    for (unsigned d : outer) {
      coord[d] = block % shape[d];
      block /= shape[d];
    }
    return coord;
  });
}

#include "tileir/Dialect/TileAS/IR/TileASAttrInterfaces.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "tileir/Dialect/TileAS/IR/TileASAttrs.cpp.inc"

void TileASDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tileir/Dialect/TileAS/IR/TileASAttrs.cpp.inc"
      >();
}
