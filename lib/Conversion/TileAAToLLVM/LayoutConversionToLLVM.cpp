//===- LayoutConversionToLLVM.cpp - nv_tileas.convert_layout --------------===//
//
// A layout conversion moves every element from the thread and register its
// source layout gives it to those its result layout gives it. One that
// stays inside each warp, every result register coming from one source
// register in some lane, renames registers and shuffles the rest
// (getWarpLocalConversion): a shuffle per 32-bit word, where the copy below
// stores and loads each word and waits at two barriers. Where lane and
// register bits trade places, shuffles would need selects by lane on both
// sides, and the move goes through the shared staging buffer instead.
// Each side moves its runs of consecutive elements with one access (up to
// 16 bytes) and the copy takes the layout whose accesses meet the fewest
// bank conflicts on both sides (chooseConversionCopy): attention's output,
// from the wgmma fragments' column pairs into the store's 16-byte runs, had
// 4-way conflicts on 2-byte accesses. A tile larger than the buffer moves
// in chunks of rows that each thread's registers fall in at compile time
// (maxCopyChunks); where no shared tile is live (a GEMM's epilogue, after
// its pipeline's stages are freed), the buffer takes their room too.
// Tiles that fit no such chunks move element by element (exchange).
//
//===----------------------------------------------------------------------===//

#include "KernelEmitter.h"
#include "SharedCopyLayout.h"

#include "tileir/Dialect/TileAS/IR/TileAS.h"
#include "tileir/Dialect/TileAS/Utils/SharedMemoryBanks.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "llvm/ADT/MapVector.h"

using namespace mlir;
using namespace mlir::tileir::tilegpu;

/// `values` (8- or 16-bit, at most a word of them) packed into an i32, the
/// first in the low bits, and the vector type that unpacks it.
static std::pair<Value, VectorType> packIntoWord(KernelEmitter &em,
                                                 llvm::ArrayRef<Value> values) {
  OpBuilder &b = em.b;
  Type type = values.front().getType();
  // A whole word, whatever fills it past the values.
  auto vectorType =
      VectorType::get({32 / int64_t(type.getIntOrFloatBitWidth())}, type);
  Value vector = LLVM::PoisonOp::create(b, em.loc, vectorType);
  for (auto [i, value] : llvm::enumerate(values))
    vector =
        LLVM::InsertElementOp::create(b, em.loc, vector, value, em.i32Const(i));
  return {LLVM::BitcastOp::create(b, em.loc, b.getI32Type(), vector),
          vectorType};
}

/// One warp shuffle of `values` (8- or 16-bit) packed into a 32-bit word,
/// or of one value of up to 64 bits; `lane` is the source.
static llvm::SmallVector<Value>
shuffleFrom(KernelEmitter &em, llvm::ArrayRef<Value> values, Value lane) {
  OpBuilder &b = em.b;
  Location loc = em.loc;
  Type type = values.front().getType();
  if (values.size() == 1) {
    if (!isa<LLVM::LLVMPointerType>(type))
      return {em.warpShuffle(values.front(), NVVM::ShflKind::idx, lane)};
    Value bits =
        LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), values.front());
    bits = em.warpShuffle(bits, NVVM::ShflKind::idx, lane);
    return {LLVM::IntToPtrOp::create(b, loc, type, bits)};
  }
  auto [word, vectorType] = packIntoWord(em, values);
  word = em.warpShuffle(word, NVVM::ShflKind::idx, lane);
  Value vector = LLVM::BitcastOp::create(b, loc, vectorType, word);
  llvm::SmallVector<Value> out;
  for (size_t i = 0; i < values.size(); ++i)
    out.push_back(
        LLVM::ExtractElementOp::create(b, loc, vector, em.i32Const(i)));
  return out;
}

/// The conversion inside each warp: registers that stay in their lane are
/// renamed, the others shuffled from the lane getWarpLocalConversion
/// names, 8- and 16-bit elements that come from the same lane packed into
/// words.
static LogicalResult convertWithinWarps(nv_tileas::ConvertLayoutOp op,
                                        KernelEmitter &em) {
  Type srcType = op.getSource().getType();
  Type dstType = op.getResult().getType();
  const Parts &src = em.get(op.getSource());
  Type storage = src.front().getType();
  if (!isa<LLVM::LLVMPointerType>(storage) &&
      (!storage.isIntOrFloat() || storage.getIntOrFloatBitWidth() > 64))
    return failure();
  std::optional<nv_tileas::WarpLocalConversion> conversion =
      nv_tileas::getWarpLocalConversion(em.linearLayout(srcType),
                                        em.linearLayout(dstType));
  if (!conversion)
    return failure();
  OpBuilder &b = em.b;
  Location loc = em.loc;
  const llvm::SmallVector<int64_t> &from = conversion->sourceRegisters;
  // The lane each register comes from: a base computed once from the
  // receiving lane's bits (none where every lane takes the same), XOR-ed
  // with the register's own constant.
  Value base;
  bool sameForAllLanes =
      llvm::all_of(conversion->laneSteps, [](int64_t step) { return !step; });
  auto sourceLane = [&](int64_t reg) -> Value {
    int64_t offset = conversion->sourceLanes[reg];
    if (sameForAllLanes)
      return em.i32Const(offset);
    if (!base)
      base = conversion->hasIdentityLaneSteps()
                 ? em.laneId()
                 : em.xorOfSetBits(em.laneId(), conversion->laneSteps);
    return offset ? LLVM::XOrOp::create(b, loc, base, em.i32Const(offset))
                        .getResult()
                  : base;
  };
  unsigned bits = isa<LLVM::LLVMPointerType>(storage)
                      ? 64
                      : storage.getIntOrFloatBitWidth();
  int64_t perWord = bits == 8 || bits == 16 ? 32 / bits : 1;
  // Registers that come from the same lane move together, whatever their
  // source registers: every lane packs the same ones.
  Parts out(from.size());
  llvm::MapVector<int64_t, llvm::SmallVector<int64_t>> bySourceLane;
  for (auto [reg, source] : llvm::enumerate(from)) {
    if (conversion->staysInLane(reg))
      out[reg] = src[source];
    else
      bySourceLane[conversion->sourceLanes[reg]].push_back(reg);
  }
  for (auto &[offset, regs] : bySourceLane)
    for (size_t i = 0; i < regs.size(); i += perWord) {
      llvm::ArrayRef<int64_t> group =
          llvm::ArrayRef<int64_t>(regs).slice(i).take_front(perWord);
      llvm::SmallVector<Value> values;
      for (int64_t reg : group)
        values.push_back(src[from[reg]]);
      for (auto [reg, value] : llvm::zip_equal(
               group, shuffleFrom(em, values, sourceLane(group[0]))))
        out[reg] = value;
    }
  em.set(op.getResult(), out);
  return success();
}

/// Stores a copy's source side with stmatrix (sm_90 and later) where it
/// holds 16-bit elements as tensor-core fragments do: lane 4g + q holds
/// (g, 2q) and (g, 2q + 1) of 8x8 blocks, each register pair one block
/// (`from`'s register bit 0 and lane bits step the last dimension by 1, 2,
/// 4 and the rows by 1, 2, 4, the other bits only whole blocks). One
/// stmatrix.x4 writes four blocks, each lane handing over a register pair
/// per block and pointing at one 16-byte block row, where the element-pair
/// stores took four instructions. Only where the copy keeps those rows
/// whole and aligned and the stmatrix meets no bank conflict; false
/// (nothing emitted) otherwise. `from` is the layout of the tile (or chunk
/// of one) `src` holds.
static bool storeWithStMatrix(KernelEmitter &em,
                              const nv_tileas::LinearLayout &from,
                              llvm::ArrayRef<Value> src,
                              const SharedCopyLayout &copy,
                              SharedCopyPositions &positions, int64_t used) {
  using InDim = nv_tileas::LinearLayout::InDim;
  Type storage = src.front().getType();
  if (em.target.computeCapability < 90 || !storage.isIntOrFloat() ||
      storage.getIntOrFloatBitWidth() != 16)
    return false;
  if (!from.getRank() || from.getNumBits(InDim::Lane) != 5 ||
      from.getNumBits(InDim::Register) < 1)
    return false;
  int64_t n = from.getShape().back();
  if (n % 8 || (n + copy.rowPad) % 8 || copy.swapBit % 8)
    return false;
  auto flat = [&](InDim in, unsigned bit) {
    return from.rowMajorIndex(from.getBases(in)[bit]);
  };
  // Within a block: column steps 1 (register), 2, 4 (lanes), row steps
  // (lanes). Every other bit steps whole blocks.
  if (flat(InDim::Register, 0) != 1 || flat(InDim::Lane, 0) != 2 ||
      flat(InDim::Lane, 1) != 4 || flat(InDim::Lane, 2) != n ||
      flat(InDim::Lane, 3) != 2 * n || flat(InDim::Lane, 4) != 4 * n)
    return false;
  int64_t withinBlock = 7 | 7 * n;
  unsigned regBits = from.getNumBits(InDim::Register);
  for (unsigned bit = 1; bit < regBits; ++bit)
    if (flat(InDim::Register, bit) & withinBlock)
      return false;
  for (unsigned bit = 0; bit < from.getNumBits(InDim::Warp); ++bit)
    if (flat(InDim::Warp, bit) & withinBlock)
      return false;
  // Lanes 8j .. 8j + 7 point at the rows of block j, the pair in register
  // bits 1 and 2: the thread's row of its block, XOR the register bits its
  // lane bits 3 and 4 select, XOR its warp's part.
  int64_t num = int64_t(1) << std::min(2u, regBits - 1);
  llvm::SmallVector<int64_t> steps{n, 2 * n, 4 * n,
                                   num > 1 ? flat(InDim::Register, 1) : 0,
                                   num > 2 ? flat(InDim::Register, 2) : 0};
  for (unsigned bit = 0; bit < from.getNumBits(InDim::Warp); ++bit)
    steps.push_back(flat(InDim::Warp, bit));
  int64_t threadBits = 0;
  for (int64_t step : steps)
    threadBits |= step;
  int64_t groups = from.getSize(InDim::Register) / (2 * num);
  auto blockOrigin = [&](int64_t group) {
    return from.rowMajorIndex(from.apply(InDim::Register, group * 2 * num));
  };
  // Every warp's stmatrix of every group without a bank conflict.
  for (int64_t group = 0; group < groups; ++group)
    for (int64_t warp = 0; warp < from.getSize(InDim::Warp); ++warp) {
      llvm::SmallVector<uint64_t> addresses;
      for (int64_t lane = 0; lane < 8 * num; ++lane) {
        int64_t index = blockOrigin(group);
        for (auto [bit, step] : llvm::enumerate(steps))
          if ((lane | warp << 5) >> bit & 1)
            index ^= step;
        addresses.push_back(copy.position(index) * 2);
      }
      nv_tileas::BankWavefronts cost =
          nv_tileas::countBankWavefronts(addresses, 16);
      if (cost.wavefronts != cost.ideal)
        return false;
    }
  OpBuilder &b = em.b;
  Location loc = em.loc;
  Value base = em.xorOfSetBits(em.threadId(), steps);
  for (int64_t group = 0; group < groups; ++group) {
    int64_t origin = blockOrigin(group);
    Value index =
        !origin ? base
        : origin & threadBits
            ? LLVM::XOrOp::create(b, loc, base, em.i32Const(origin)).getResult()
            : LLVM::AddOp::create(b, loc, base, em.i32Const(origin))
                  .getResult();
    Value offset =
        LLVM::MulOp::create(b, loc, positions.get(index), em.i32Const(2));
    llvm::SmallVector<Value> regs;
    for (int64_t j = 0; j < num; ++j)
      regs.push_back(
          packIntoWord(em, src.slice(group * 2 * num + 2 * j, 2)).first);
    MLIRContext *ctx = b.getContext();
    NVVM::StMatrixOp::create(
        b, loc, em.sharedAddress(offset, used), regs,
        NVVM::MMALayoutAttr::get(ctx, NVVM::MMALayout::row),
        NVVM::LdStMatrixShapeAttr::get(ctx, 8, 8),
        NVVM::LdStMatrixEltTypeAttr::get(ctx, NVVM::LdStMatrixEltType::B16));
  }
  return true;
}

/// The bytes of shared memory a copy may use from the buffer's start: the
/// staging scratch, and where no shared tile is live, the room tiles took
/// (those allocated later wait for every thread before they reuse it,
/// lowerLocalAlloc; copies into freed tiles land first).
static int64_t copyRoom(KernelEmitter &em) {
  int64_t room = em.target.sharedBudgetBytes;
  if (em.sharedTilesEnd == em.target.sharedTilesBase)
    room = std::max(room, em.target.sharedTilesBase + em.sharedTiles.peak());
  return room;
}

/// The conversion through a copy in a layout chosen for its banks, each
/// side moving its runs at once, in as few chunks of rows as fit
/// (splitCopyIntoChunks); failure (nothing emitted) where none fit or the
/// values do not store as they are.
static LogicalResult convertThroughCopy(nv_tileas::ConvertLayoutOp op,
                                        KernelEmitter &em) {
  using nv_tileas::LinearLayout;
  Type srcType = op.getSource().getType();
  Type dstType = op.getResult().getType();
  const Parts &src = em.get(op.getSource());
  Type storage = src.front().getType();
  if (storage.isInteger(1) || isa<LLVM::LLVMPointerType>(storage) ||
      !storage.isIntOrFloat())
    return failure();
  LinearLayout fromLayout = em.linearLayout(srcType);
  LinearLayout toLayout = em.linearLayout(dstType);
  int64_t bytes = em.sharedBytes(storage);
  int64_t fromRun = em.sharedStoreRun(srcType, storage);
  int64_t toRun = em.sharedStoreRun(dstType, storage);
  int64_t room = copyRoom(em) / bytes;
  // The whole tile at once, else in 2, 4, ... chunks.
  std::optional<ConversionCopy> copy =
      chooseConversionCopy(fromLayout, fromRun, toLayout, toRun, bytes, room);
  std::optional<CopyChunks> chunks;
  for (int64_t count = 2; !copy && count <= KernelEmitter::numElements(srcType);
       count *= 2) {
    chunks = splitCopyIntoChunks(fromLayout, toLayout, count);
    if (!chunks)
      return failure();
    copy = chooseConversionCopy(chunks->from, fromRun, chunks->to, toRun, bytes,
                                room);
  }
  if (!copy)
    return failure();
  const LinearLayout &from = chunks ? chunks->from : fromLayout;
  const LinearLayout &to = chunks ? chunks->to : toLayout;
  int64_t numChunks = chunks ? chunks->count() : 1;
  int64_t used = copy->layout.elements(KernelEmitter::numElements(srcType) /
                                       numChunks / copy->layout.n) *
                 bytes;
  // Copies into freed tiles (those past a loop's end are predicated off but
  // still zero-fill their stage) land before their room is reused.
  if (used > em.target.sharedBudgetBytes && em.target.computeCapability >= 80)
    NVVM::CpAsyncWaitGroupOp::create(em.b, em.loc, 0);
  SharedCopyPositions positions(em, copy->layout);
  llvm::SmallVector<Value> fromIndex =
      chunks ? em.slotElementIndices(from) : em.slotElementIndices(srcType);
  llvm::SmallVector<Value> toIndex =
      chunks ? em.slotElementIndices(to) : em.slotElementIndices(dstType);
  Parts out(em.slotsFor(dstType));
  for (int64_t chunk = 0; chunk < numChunks; ++chunk) {
    // This chunk's registers, in the chunk layout's order.
    llvm::SmallVector<Value> part(from.getSize(LinearLayout::InDim::Register));
    llvm::SmallVector<int64_t> outSlot(
        to.getSize(LinearLayout::InDim::Register));
    for (size_t k = 0; k < src.size(); ++k)
      if (!chunks || chunks->fromChunk[k] == chunk)
        part[chunks ? chunks->fromRegister[k] : k] = src[k];
    for (size_t j = 0; j < out.size(); ++j)
      if (!chunks || chunks->toChunk[j] == chunk)
        outSlot[chunks ? chunks->toRegister[j] : j] = j;
    // Whoever used the buffer before must be done with it. Copies of an
    // element hold the same value: storing them all is a benign duplicate
    // write.
    em.barrier();
    if (!storeWithStMatrix(em, from, part, copy->layout, positions, used))
      for (size_t k = 0; k < part.size(); k += copy->fromRun)
        em.storeSharedVector(
            llvm::ArrayRef<Value>(part).slice(k, copy->fromRun),
            positions.get(fromIndex[k]), used);
    em.barrier();
    for (size_t j = 0; j < outSlot.size(); j += copy->toRun)
      for (auto [i, value] : llvm::enumerate(em.loadSharedVector(
               storage, copy->toRun, positions.get(toIndex[j]), used)))
        out[outSlot[j + i]] = value;
  }
  // Users of the scratch wait for its previous users, but the next writers
  // of the tiles' room (a persistent kernel's next prologue copies, whose
  // allocation the lowering met first, with nothing to wait for) do not:
  // every thread must be done with the room before they start.
  if (used > em.target.sharedBudgetBytes)
    em.barrier();
  em.set(op.getResult(), out);
  return success();
}

static LogicalResult lowerConvertLayout(nv_tileas::ConvertLayoutOp op,
                                        KernelEmitter &em) {
  Type srcType = op.getSource().getType();
  Type dstType = op.getResult().getType();
  const Parts &src = em.get(op.getSource());
  const nv_tileas::LinearLayout *from = em.explicitLayout(srcType);
  const nv_tileas::LinearLayout *to = em.explicitLayout(dstType);
  // The same distribution under two names: nothing moves.
  if ((!from && !to) || (from && to && *from == *to)) {
    em.set(op.getResult(), src);
    return success();
  }
  if (succeeded(convertWithinWarps(op, em)))
    return success();
  if (succeeded(convertThroughCopy(op, em)))
    return success();
  llvm::SmallVector<Value> srcElements, wanted;
  for (size_t k = 0; k < src.size(); ++k)
    srcElements.push_back(em.elementIndex(srcType, k));
  for (int64_t j = 0, e = em.slotsFor(dstType); j < e; ++j)
    wanted.push_back(em.elementIndex(dstType, j));
  em.set(op.getResult(),
         em.exchange(src, srcElements, KernelEmitter::numElements(srcType),
                     wanted, /*padRows=*/true));
  return success();
}

void mlir::tileir::tilegpu::registerLayoutConversionLowerings(
    LoweringTable &table) {
  table.add<nv_tileas::ConvertLayoutOp>(lowerConvertLayout);
}
