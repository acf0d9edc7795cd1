//===- TmaToLLVM.cpp - Tensor maps, TMA copies and their mbarriers --------===//
//
// TMA (sm_90a) copies a box of a tensor into shared memory from a tensor
// map: 128 bytes of global memory that describe the tensor (base, extents,
// strides), the box and the swizzle. The views of a Tile IR kernel are made
// inside it from its arguments, and its caller (cuTile Python launching our
// cubin, tile-run) passes pointers, extents and strides, not tensor maps;
// so the kernel fills its maps in itself (make_tma_descriptor):
// tensormap.replace of every field of a zeroed map, then the proxy fences
// that make the generic-proxy writes visible to the tensormap proxy that
// cp.async.bulk.tensor reads the map through.
//
// The maps need global memory the kernel owns while it runs. Each kernel
// with tensor maps has a pool of kTmaBlocks blocks of maps (a module
// global) and a bitmap of the blocks in use: thread 0 of a CTA claims a
// free block at the kernel's start (an atomic OR that finds its bit clear)
// and gives it back at every return, so CTAs of any launches that run at
// once never share a map. kTmaBlocks is above the CTAs a GPU holds at once
// (132 SMs x 32 CTAs on H100), so a claim always finds a block. Only
// thread 0 fills in maps and issues the copies, so only it needs the block.
//
// The stages' mbarriers (alloc_barriers, init_barriers, arrive_expect_tx,
// wait_barrier, inval_barriers) are words of a static shared array beside
// the memory tokens' mbarrier pool, outside the shared tiles, whose room
// rounds to 1024-byte boundaries: thread 0 initialises them, and
// announces each stage's copy bytes (mbarrier.arrive.expect_tx) before it
// issues the copies, which complete their bytes on the barrier; every
// thread waits for the phase (mbarrier.try_wait.parity), which makes the
// copies' data visible to it, then synchronises the CTA as async_wait does
// -- or, where the pipeline releases its stages (arrive_barrier), every
// thread arrives on a second mbarrier of the stage when it is done with
// it, and thread 0 waits for that phase before it overwrites the stage.
//
//===----------------------------------------------------------------------===//

#include "IndexMath.h"
#include "KernelEmitter.h"
#include "SharedTiles.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace mlir::tileir::tilegpu;
namespace as = mlir::nv_tileas;
namespace aa = mlir::nv_tileaa;

/// Blocks of tensor maps per kernel: more than the CTAs any GPU holds at
/// once.
static constexpr int64_t kTmaBlocks = 8192;
static constexpr int64_t kTensorMapBytes = 128;

static std::string poolSymbol(KernelEmitter &em) {
  return ("__tileir_tensormaps_" + em.function().getName()).str();
}
static std::string freeSymbol(KernelEmitter &em) {
  return ("__tileir_tensormaps_used_" + em.function().getName()).str();
}
static std::string barriersSymbol(KernelEmitter &em) {
  return ("__tileir_barriers_" + em.function().getName()).str();
}

/// A zero-initialised global of `bytes` bytes (as i64 words).
static void createZeroGlobal(KernelEmitter &em, llvm::StringRef name,
                             int64_t bytes) {
  OpBuilder::InsertionGuard guard(em.b);
  em.b.setInsertionPoint(em.function());
  auto type = LLVM::LLVMArrayType::get(em.b.getI64Type(), bytes / 8);
  auto global = LLVM::GlobalOp::create(
      em.b, em.loc, type, /*isConstant=*/false, LLVM::Linkage::Internal, name,
      Attribute(), /*alignment=*/kTensorMapBytes, /*addrSpace=*/1);
  Block *init = em.b.createBlock(&global.getInitializerRegion());
  em.b.setInsertionPointToStart(init);
  LLVM::ReturnOp::create(em.b, em.loc,
                         LLVM::ZeroOp::create(em.b, em.loc, type).getResult());
}

static Value globalAddress(KernelEmitter &em, llvm::StringRef name) {
  return LLVM::AddressOfOp::create(
      em.b, em.loc, LLVM::LLVMPointerType::get(em.b.getContext(), 1), name);
}

static Value threadZero(KernelEmitter &em) {
  return LLVM::ICmpOp::create(em.b, em.loc, LLVM::ICmpPredicate::eq,
                              em.threadId(), em.i32Const(0));
}

void mlir::tileir::tilegpu::emitTmaPrologue(KernelEmitter &em,
                                            Operation *func) {
  // The pipelines' mbarriers: a static shared array beside the memory
  // tokens' pool (alloc_barriers).
  if (auto barriers = func->getAttrOfType<IntegerAttr>(as::kBarriersAttrName)) {
    OpBuilder::InsertionGuard guard(em.b);
    em.b.setInsertionPoint(em.function());
    LLVM::GlobalOp::create(
        em.b, em.loc,
        LLVM::LLVMArrayType::get(em.b.getI64Type(), barriers.getInt()),
        /*isConstant=*/false, LLVM::Linkage::Internal, barriersSymbol(em),
        Attribute(), /*alignment=*/8, /*addrSpace=*/3);
  }
  auto count = func->getAttrOfType<IntegerAttr>(as::kTmaDescriptorsAttrName);
  em.numTensorMaps = count ? count.getInt() : 0;
  em.tensorMapBlock = Value();
  if (!em.numTensorMaps)
    return;
  createZeroGlobal(em, poolSymbol(em),
                   kTmaBlocks * em.numTensorMaps * kTensorMapBytes);
  createZeroGlobal(em, freeSymbol(em), kTmaBlocks / 8);
  MLIRContext *ctx = em.b.getContext();
  Type i32 = em.b.getI32Type(), i64 = em.b.getI64Type();
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  {
    // In the entry block, as a fixed stack slot.
    OpBuilder::InsertionGuard guard(em.b);
    em.b.setInsertionPointToStart(&em.function().getBody().front());
    em.tensorMapBlock =
        LLVM::AllocaOp::create(em.b, em.loc, ptr, i32, em.i32Const(1));
  }
  LLVM::StoreOp::create(em.b, em.loc, em.i32Const(0), em.tensorMapBlock);
  em.emitIf(threadZero(em), [&] {
    // Start at a word that depends on the CTA, so that CTAs starting
    // together mostly try different words.
    Value ctaid = NVVM::BlockIdXOp::create(em.b, em.loc, i32);
    Value words = em.i32Const(kTmaBlocks / 64 - 1);
    Value first = LLVM::AndOp::create(
        em.b, em.loc, LLVM::MulOp::create(em.b, em.loc, ctaid, em.i32Const(37)),
        words);
    Block *current = em.b.getInsertionBlock();
    Region *region = current->getParent();
    Block *retry = em.b.createBlock(region, region->end(), {i32}, {em.loc});
    Block *tryBit =
        em.b.createBlock(region, region->end(), {i32, i64}, {em.loc, em.loc});
    Block *done = em.b.createBlock(region, region->end());
    em.b.setInsertionPointToEnd(current);
    LLVM::BrOp::create(em.b, em.loc, ValueRange{first}, retry);

    // retry(word): a word with a clear bit, else the next word.
    em.b.setInsertionPointToEnd(retry);
    Value word = retry->getArgument(0);
    Value address = LLVM::GEPOp::create(
        em.b, em.loc, LLVM::LLVMPointerType::get(ctx, 1), i64,
        globalAddress(em, freeSymbol(em)), ValueRange{word});
    Value used = LLVM::LoadOp::create(
        em.b, em.loc, i64, address, /*alignment=*/8, false, false, false, false,
        LLVM::AtomicOrdering::monotonic, "device");
    Value clear = LLVM::XOrOp::create(em.b, em.loc, used, em.intConst(i64, -1));
    Value full = LLVM::ICmpOp::create(em.b, em.loc, LLVM::ICmpPredicate::eq,
                                      clear, em.intConst(i64, 0));
    Value next = LLVM::AndOp::create(
        em.b, em.loc, LLVM::AddOp::create(em.b, em.loc, word, em.i32Const(1)),
        words);
    LLVM::CondBrOp::create(em.b, em.loc, full, retry, ValueRange{next}, tryBit,
                           ValueRange{word, clear});

    // tryBit(word, clear): set the lowest clear bit; ours if it was clear.
    em.b.setInsertionPointToEnd(tryBit);
    word = tryBit->getArgument(0);
    Value bit = LLVM::CountTrailingZerosOp::create(
        em.b, em.loc, i64, tryBit->getArgument(1), /*is_zero_poison=*/false);
    Value mask = LLVM::ShlOp::create(em.b, em.loc, em.intConst(i64, 1), bit);
    address = LLVM::GEPOp::create(
        em.b, em.loc, LLVM::LLVMPointerType::get(ctx, 1), i64,
        globalAddress(em, freeSymbol(em)), ValueRange{word});
    Value old = LLVM::AtomicRMWOp::create(
        em.b, em.loc, LLVM::AtomicBinOp::_or, address, mask,
        LLVM::AtomicOrdering::acq_rel, "device");
    Value taken = LLVM::ICmpOp::create(
        em.b, em.loc, LLVM::ICmpPredicate::ne,
        LLVM::AndOp::create(em.b, em.loc, old, mask), em.intConst(i64, 0));
    Value block = LLVM::AddOp::create(
        em.b, em.loc, LLVM::MulOp::create(em.b, em.loc, word, em.i32Const(64)),
        LLVM::TruncOp::create(em.b, em.loc, i32, bit));
    LLVM::StoreOp::create(em.b, em.loc, block, em.tensorMapBlock);
    LLVM::CondBrOp::create(em.b, em.loc, taken, retry, ValueRange{word}, done,
                           ValueRange());
    em.b.setInsertionPointToEnd(done);
  });
}

void mlir::tileir::tilegpu::emitTmaEpilogue(KernelEmitter &em) {
  if (!em.numTensorMaps)
    return;
  Type i32 = em.b.getI32Type(), i64 = em.b.getI64Type();
  em.emitIf(threadZero(em), [&] {
    // Every copy thread 0 issued has completed: it waited for each.
    Value block = LLVM::LoadOp::create(em.b, em.loc, i32, em.tensorMapBlock);
    Value word = LLVM::LShrOp::create(em.b, em.loc, block, em.i32Const(6));
    Value bit = LLVM::ZExtOp::create(
        em.b, em.loc, i64,
        LLVM::AndOp::create(em.b, em.loc, block, em.i32Const(63)));
    Value keep = LLVM::XOrOp::create(
        em.b, em.loc,
        LLVM::ShlOp::create(em.b, em.loc, em.intConst(i64, 1), bit),
        em.intConst(i64, -1));
    Value address = LLVM::GEPOp::create(
        em.b, em.loc, LLVM::LLVMPointerType::get(em.b.getContext(), 1), i64,
        globalAddress(em, freeSymbol(em)), ValueRange{word});
    LLVM::AtomicRMWOp::create(em.b, em.loc, LLVM::AtomicBinOp::_and, address,
                              keep, LLVM::AtomicOrdering::release, "device");
  });
}

//===----------------------------------------------------------------------===//
// Tensor maps
//===----------------------------------------------------------------------===//

/// tensormap.replace of one field of the map at global address `map` (an
/// i64): `ord` is the dimension of per-dimension fields (or none). The
/// value is a register, or for the mode fields (element type, interleave,
/// swizzle, fill), which ptxas takes as immediates only, `immediate`.
static void replaceField(KernelEmitter &em, Value map, llvm::StringRef field,
                         std::optional<int64_t> ord, Value value,
                         std::optional<int64_t> immediate = std::nullopt) {
  bool wide = value && value.getType().isInteger(64);
  std::string text = ("tensormap.replace.tile." + field + ".global.b1024.b" +
                      (wide ? "64" : "32") + " [$0], ")
                         .str();
  if (ord)
    text += std::to_string(*ord) + ", ";
  text += immediate ? std::to_string(*immediate) + ";" : "$1;";
  llvm::SmallVector<Value> operands{map};
  if (!immediate)
    operands.push_back(value);
  LLVM::InlineAsmOp::create(em.b, em.loc, TypeRange(), operands, text,
                            immediate ? "l,~{memory}"
                            : wide    ? "l,l,~{memory}"
                                      : "l,r,~{memory}",
                            /*has_side_effects=*/true, /*is_align_stack=*/false,
                            LLVM::TailCallKind::None,
                            /*asm_dialect=*/LLVM::AsmDialectAttr(),
                            /*operand_attrs=*/ArrayAttr());
}

/// The tensor-map element type of `element` (PTX ISA, tensormap.replace:
/// the values of .elemtype, which are not the driver's CUtensorMapDataType
/// ones): 8-bit elements as u8, f16, bf16, f32 (tf32 products round in the
/// product).
static std::optional<int64_t> tensorMapElementType(Type element) {
  if (element.getIntOrFloatBitWidth() == 8)
    return 0; // .u8
  if (element.isF16())
    return 6;
  if (element.isBF16())
    return 10;
  if (element.isF32())
    return 7;
  if (element.isInteger(16))
    return 1; // .u16
  if (element.isInteger(32))
    return 3; // .s32
  return std::nullopt;
}

static LogicalResult lowerMakeTmaDescriptor(as::MakeTmaDescriptorOp op,
                                            KernelEmitter &em) {
  if (em.target.computeCapability < 90)
    return op.emitOpError("needs TMA (sm_90a or later)");
  if (!em.numTensorMaps || op.getSlot() >= em.numTensorMaps)
    return op.emitOpError("writes tensor map ")
           << op.getSlot() << " of a kernel whose "
           << as::kTmaDescriptorsAttrName << " does not count it";
  auto viewType = cast<aa::TiledViewType>(op.getView().getType());
  std::string why;
  FailureOr<as::TmaBoxes> boxes =
      as::getTmaBoxes(viewType, op.getResult().getType().getTile(), why);
  if (failed(boxes))
    return op.emitOpError(why);
  std::optional<int64_t> elemType =
      tensorMapElementType(viewType.getMemref().getElementType());
  if (!elemType)
    return op.emitOpError("has no tensor-map element type for ")
           << viewType.getMemref().getElementType();
  MLIRContext *ctx = em.b.getContext();
  Type i32 = em.b.getI32Type(), i64 = em.b.getI64Type();
  auto globalPtr = LLVM::LLVMPointerType::get(ctx, 1);
  // The map: 128 bytes into the CTA's block.
  Value block = LLVM::LoadOp::create(em.b, em.loc, i32, em.tensorMapBlock);
  Value index = LLVM::AddOp::create(
      em.b, em.loc,
      LLVM::MulOp::create(em.b, em.loc, em.toI64(block, false),
                          em.i64Const(em.numTensorMaps * kTensorMapBytes)),
      em.i64Const(op.getSlot() * kTensorMapBytes));
  Value map =
      LLVM::GEPOp::create(em.b, em.loc, globalPtr, em.b.getI8Type(),
                          globalAddress(em, poolSymbol(em)), ValueRange{index});
  Value generic = LLVM::AddrSpaceCastOp::create(
      em.b, em.loc, LLVM::LLVMPointerType::get(ctx), map);
  const Parts &view = em.get(op.getView());
  int64_t memRank = viewType.getMemref().getRank();
  int64_t bytes = boxes->elementBytes;
  em.emitIf(threadZero(em), [&] {
    for (int64_t k = 0; k < kTensorMapBytes / 8; ++k)
      LLVM::StoreOp::create(
          em.b, em.loc, em.intConst(i64, 0),
          LLVM::GEPOp::create(em.b, em.loc, globalPtr, i64, map,
                              llvm::ArrayRef<LLVM::GEPArg>{int32_t(k)}),
          /*alignment=*/8);
    Value address = LLVM::PtrToIntOp::create(em.b, em.loc, i64, map);
    Value base = LLVM::PtrToIntOp::create(em.b, em.loc, i64, view[0]);
    replaceField(em, address, "global_address", std::nullopt, base);
    replaceField(em, address, "rank", std::nullopt, em.i32Const(memRank - 1));
    // Map dimension k is memref dimension memRank - 1 - k. The rank is
    // given less one; extents, box extents and element strides as they are
    // (ptxas since CUDA 12.5 stores them less one itself); strides in bytes
    // from dimension 1 on (ord k - 1; dimension 0's is the element), which
    // ptxas since 12.5 shifts right by 4 itself.
    for (int64_t k = 0; k < memRank; ++k) {
      int64_t dim = memRank - 1 - k;
      replaceField(em, address, "box_dim", k, em.i32Const(boxes->box[k]));
      replaceField(em, address, "global_dim", k,
                   LLVM::TruncOp::create(em.b, em.loc, i32, view[1 + dim]));
      if (k > 0)
        replaceField(em, address, "global_stride", k - 1,
                     LLVM::MulOp::create(em.b, em.loc, view[1 + memRank + dim],
                                         em.i64Const(bytes)));
      replaceField(em, address, "element_stride", k, em.i32Const(1));
    }
    replaceField(em, address, "elemtype", std::nullopt, Value(), *elemType);
    replaceField(em, address, "interleave_layout", std::nullopt, Value(), 0);
    int64_t swizzle = boxes->swizzle == 128 ? 3 : boxes->swizzle == 64 ? 2 : 1;
    replaceField(em, address, "swizzle_mode", std::nullopt, Value(), swizzle);
    replaceField(em, address, "fill_mode", std::nullopt, Value(), 0);
    // The fields were written through the generic proxy; the copies read
    // the map through the tensormap proxy.
    NVVM::FenceProxyReleaseOp::create(em.b, em.loc, NVVM::MemScopeKind::GPU);
    NVVM::FenceProxyAcquireOp::create(em.b, em.loc, NVVM::MemScopeKind::GPU,
                                      generic, em.i32Const(kTensorMapBytes));
  });
  em.set(op.getResult(), {generic});
  return success();
}

//===----------------------------------------------------------------------===//
// Copies and mbarriers
//===----------------------------------------------------------------------===//

/// The shared address of mbarrier `index` (i32) of the array `barriers`:
/// words of the kernel's array of them (alloc_barriers, a pointer), or of
/// a shared tile (local_alloc, an offset into the shared buffer).
static Value barrierAddress(KernelEmitter &em, Value barriers, Value index) {
  Value base = em.get(barriers).front();
  if (isa<LLVM::LLVMPointerType>(base.getType()))
    return LLVM::GEPOp::create(em.b, em.loc, base.getType(), em.b.getI64Type(),
                               base, ValueRange{index});
  IndexMath im{em};
  return em.sharedAddress(im.add(base, im.mul(index, 8)), em.sharedTilesEnd);
}

static LogicalResult lowerAllocBarriers(as::AllocBarriersOp op,
                                        KernelEmitter &em) {
  auto sharedPtr = LLVM::LLVMPointerType::get(em.b.getContext(), 3);
  Value base =
      LLVM::AddressOfOp::create(em.b, em.loc, sharedPtr, barriersSymbol(em));
  em.set(op.getResult(),
         {LLVM::GEPOp::create(
             em.b, em.loc, sharedPtr, em.b.getI64Type(), base,
             llvm::ArrayRef<LLVM::GEPArg>{int32_t(op.getFirst())})});
  return success();
}

static LogicalResult lowerInitBarriers(as::InitBarriersOp op,
                                       KernelEmitter &em) {
  int64_t count = op.getBarriers().getType().getShape()[0];
  em.emitIf(threadZero(em), [&] {
    for (int64_t k = 0; k < count; ++k)
      NVVM::MBarrierInitOp::create(
          em.b, em.loc, barrierAddress(em, op.getBarriers(), em.i32Const(k)),
          em.i32Const(op.getArrivals()), /*predicate=*/Value());
    // The copies (async proxy) complete on the barriers.
    NVVM::FenceMbarrierInitOp::create(em.b, em.loc);
  });
  // Nobody waits on a barrier before it is initialised; and the tiles
  // generic stores wrote before the pipeline (a loop-invariant operand's)
  // are fenced for wgmma, where the loop does not synchronise the CTA.
  publishStages(em, op);
  return success();
}

static LogicalResult lowerInvalBarriers(as::InvalBarriersOp op,
                                        KernelEmitter &em) {
  // Every thread is past its last wait on them.
  em.barrier();
  int64_t count = op.getBarriers().getType().getShape()[0];
  em.emitIf(threadZero(em), [&] {
    for (int64_t k = 0; k < count; ++k)
      NVVM::MBarrierInvalOp::create(
          em.b, em.loc, barrierAddress(em, op.getBarriers(), em.i32Const(k)));
  });
  return success();
}

static LogicalResult lowerArriveExpectTx(as::ArriveExpectTxOp op,
                                         KernelEmitter &em) {
  Value bytes = em.i32Const(op.getBytes());
  if (op.getPredicate())
    bytes = LLVM::SelectOp::create(
        em.b, em.loc, em.get(op.getPredicate()).front(), bytes, em.i32Const(0));
  em.emitIf(threadZero(em), [&] {
    NVVM::MBarrierArriveExpectTxOp::create(
        em.b, em.loc, /*res=*/Type(),
        barrierAddress(em, op.getBarriers(), em.get(op.getIndex()).front()),
        bytes, NVVM::MemScopeKind::CTA, /*relaxed=*/false,
        /*predicate=*/Value());
  });
  return success();
}

static LogicalResult lowerAsyncTmaLoad(as::AsyncTmaLoadOp op,
                                       KernelEmitter &em) {
  auto make = op.getDescriptor().getDefiningOp<as::MakeTmaDescriptorOp>();
  if (!make)
    return op.emitOpError("copies through a tensor map that "
                          "make_tma_descriptor does not fill in here");
  auto viewType = cast<aa::TiledViewType>(make.getView().getType());
  std::string why;
  FailureOr<as::TmaBoxes> boxes =
      as::getTmaBoxes(viewType, op.getDest().getType(), why);
  if (failed(boxes))
    return op.emitOpError(why);
  llvm::ArrayRef<int64_t> tileShape = viewType.getTileShape();
  Value issue = threadZero(em);
  if (op.getPredicate())
    issue = LLVM::AndOp::create(em.b, em.loc, issue,
                                em.get(op.getPredicate()).front());
  Value map = em.get(op.getDescriptor()).front();
  Value dest = em.get(op.getDest()).front();
  Value barrier =
      barrierAddress(em, op.getBarriers(), em.get(op.getIndex()).front());
  // Element coordinates of the tile's first element, per map dimension.
  llvm::SmallVector<Value> start;
  for (int64_t tileDim : boxes->tileDim) {
    if (tileDim < 0) {
      start.push_back(em.i32Const(0));
      continue;
    }
    Value index = em.toI32(em.get(op.getIndices()[tileDim]).front());
    start.push_back(LLVM::MulOp::create(em.b, em.loc, index,
                                        em.i32Const(tileShape[tileDim])));
  }
  em.emitIf(issue, [&] {
    IndexMath im{em};
    int64_t inner = boxes->box[0];
    for (int64_t j = 0; j < boxes->count; ++j) {
      llvm::SmallVector<Value> coords(start);
      if (j)
        coords[0] = LLVM::AddOp::create(em.b, em.loc, coords[0],
                                        em.i32Const(j * inner));
      // The CTA's own shared memory, as the shared::cluster address the
      // instruction takes.
      Value dst = LLVM::AddrSpaceCastOp::create(
          em.b, em.loc, LLVM::LLVMPointerType::get(em.b.getContext(), 7),
          em.sharedAddress(im.add(dest, j * boxes->boxBytes),
                           em.sharedTilesEnd));
      NVVM::CpAsyncBulkTensorGlobalToSharedClusterOp::create(
          em.b, em.loc, dst, map, coords, barrier,
          /*im2colOffsets=*/ValueRange(), /*multicastMask=*/Value(),
          /*l2CacheHint=*/Value(), NVVM::TMALoadMode::TILE,
          /*isCTAOnly=*/false, NVVM::CTAGroupKindAttr(),
          /*predicate=*/Value());
    }
  });
  return success();
}

static LogicalResult lowerWaitBarrier(as::WaitBarrierOp op, KernelEmitter &em) {
  auto wait = [&] {
    NVVM::MBarrierTryWaitParityOp::create(
        em.b, em.loc,
        barrierAddress(em, op.getBarriers(), em.get(op.getIndex()).front()),
        em.get(op.getPhase()).front(), em.i32Const(0x989680));
  };
  if (op.getIssuer())
    em.emitIf(threadZero(em), wait);
  else
    wait();
  // As after async_wait: a loop-invariant operand's tile, written by
  // generic stores, is read by wgmma, and no thread may still read the
  // stage the next copies overwrite.
  if (op.getSyncCta())
    publishStages(em, op);
  return success();
}

static LogicalResult lowerArriveBarrier(as::ArriveBarrierOp op,
                                        KernelEmitter &em) {
  auto arrive = [&] {
    NVVM::MBarrierArriveOp::create(
        em.b, em.loc, /*res=*/Type(),
        barrierAddress(em, op.getBarriers(), em.get(op.getIndex()).front()),
        /*count=*/Value());
  };
  if (op.getPredicate())
    em.emitIf(em.get(op.getPredicate()).front(), arrive);
  else
    arrive();
  return success();
}

void mlir::tileir::tilegpu::registerTmaLowerings(LoweringTable &t) {
  t.add<as::MakeTmaDescriptorOp>(lowerMakeTmaDescriptor);
  t.add<as::AllocBarriersOp>(lowerAllocBarriers);
  t.add<as::InitBarriersOp>(lowerInitBarriers);
  t.add<as::InvalBarriersOp>(lowerInvalBarriers);
  t.add<as::ArriveExpectTxOp>(lowerArriveExpectTx);
  t.add<as::AsyncTmaLoadOp>(lowerAsyncTmaLoad);
  t.add<as::WaitBarrierOp>(lowerWaitBarrier);
  t.add<as::ArriveBarrierOp>(lowerArriveBarrier);
}
