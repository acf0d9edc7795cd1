//===- TileAS.h - nv_tileas dialect, layouts, types and ops -----*- C++ -*-===//

#ifndef TILEIR_DIALECT_TILEAS_IR_TILEAS_H
#define TILEIR_DIALECT_TILEAS_IR_TILEAS_H

#include "tileir/Dialect/TileAA/IR/TileAA.h"
#include "tileir/Dialect/TileAS/IR/LinearLayout.h"

#include "mlir/IR/BuiltinAttributeInterfaces.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/TensorEncoding.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "tileir/Dialect/TileAS/IR/TileASOpsDialect.h.inc"

namespace mlir::nv_tileas {
/// `[a, b, ...]` lists of the layout attributes.
FailureOr<llvm::SmallVector<unsigned>> parseUnsignedList(AsmParser &parser);
void printUnsignedList(AsmPrinter &printer, llvm::ArrayRef<unsigned> values);
/// `true` or `false` (TileAS_Flag).
FailureOr<bool> parseFlag(AsmParser &parser);
} // namespace mlir::nv_tileas

#include "tileir/Dialect/TileAS/IR/TileASAttrInterfaces.h.inc"

#define GET_ATTRDEF_CLASSES
#include "tileir/Dialect/TileAS/IR/TileASAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "tileir/Dialect/TileAS/IR/TileASTypes.h.inc"

namespace mlir::nv_tileas {
/// The blocked layout in which each thread holds runs of `run` elements along
/// the last dimension of a `shape` tile (run <= its extent), lanes then warps
/// take the next runs in row-major order, and threads beyond a smaller tile
/// hold copies.
BlockedLayoutAttr getRowMajorBlockedLayout(MLIRContext *context,
                                           llvm::ArrayRef<int64_t> shape,
                                           unsigned run, unsigned numWarps);
/// The blocked layout in which each thread holds runs of `run` elements along
/// dimension `dim` of a `shape` tile (run <= its extent), lanes then warps
/// take the next runs along `dim`, then along the other dimensions from the
/// last, and threads beyond a smaller tile hold copies.
BlockedLayoutAttr getBlockedLayoutAlong(MLIRContext *context,
                                        llvm::ArrayRef<int64_t> shape,
                                        unsigned dim, unsigned run,
                                        unsigned numWarps);
/// The blocked layout of a `shape` tile whose threads hold `size`
/// elements along each dimension, lanes and then warps taking the next
/// runs in `order` (fastest first), and what is left over holding copies
/// (on the slowest dimension).
BlockedLayoutAttr getBlockedLayoutOfRuns(MLIRContext *context,
                                         llvm::ArrayRef<int64_t> shape,
                                         llvm::ArrayRef<unsigned> size,
                                         llvm::ArrayRef<unsigned> order,
                                         unsigned numWarps);
/// The blocked layout that spreads a tile of `shape` over `numWarps` warps
/// element by element in row-major order: thread t holds elements t, t + T,
/// t + 2T, ... (T threads), and threads beyond a smaller tile hold copies.
/// It is the distribution the per-op GPU lowering implements, and the layout
/// every tile gets before passes choose better ones.
BlockedLayoutAttr getDefaultBlockedLayout(MLIRContext *context,
                                          llvm::ArrayRef<int64_t> shape,
                                          unsigned numWarps);
/// Whether tiles of types `a` and `b` (distributed layouts, the same
/// number of elements, any shapes) hold each element of the row-major order
/// in the same register of the same lane of the same warp, so that a
/// reshape between them (view, expand_dims) moves nothing.
bool haveSameFlatDistribution(RankedTensorType a, RankedTensorType b);
/// For a broadcast from tiles of type `from` to tiles of type `to`
/// (distributed layouts, `from` of extent 1 where the two shapes differ),
/// the register of `from` that holds, in the same thread, the element each
/// register of `to` repeats; std::nullopt where some thread does not hold
/// it, which would take a trip through shared memory.
std::optional<llvm::SmallVector<int64_t>>
getBroadcastSourceRegisters(RankedTensorType from, RankedTensorType to);
/// The linear layouts of tiles of types `a` and `b`, if both have
/// distributed layouts that cover their shapes.
std::optional<std::pair<LinearLayout, LinearLayout>>
getLinearLayouts(RankedTensorType a, RankedTensorType b);
/// For tiles of type `part` that are the block at `offsets` (multiples of
/// `part`'s extents) of tiles of type `whole` (distributed layouts of the
/// same rank): the register of `whole` that holds, in the same thread, the
/// element each register of `part` holds; std::nullopt where some thread
/// would need an element it does not hold in `whole`. An extract of such a
/// block takes its registers from its source's, and a cat builds its
/// result's from its operands', without moving anything between threads
/// (the real and imaginary halves of interleaved complex pairs held in one
/// thread's 16-byte runs).
std::optional<llvm::SmallVector<int64_t>>
getSubtileRegisters(RankedTensorType whole, RankedTensorType part,
                    llvm::ArrayRef<int64_t> offsets);
/// Whether tiles of type `to` hold the elements of a permute (result
/// dimension i is source dimension permutation[i]) of tiles of type `from`
/// in the same registers of the same threads, so that the permute moves
/// nothing.
bool isPermutedLayout(RankedTensorType from, RankedTensorType to,
                      llvm::ArrayRef<int32_t> permutation);
/// `layout` with its dimensions permuted as a permute permutes a tile's:
/// dimension i of the result's is dimension permutation[i] of `layout`'s.
BlockedLayoutAttr getPermutedBlockedLayout(BlockedLayoutAttr layout,
                                           llvm::ArrayRef<int32_t> permutation);
/// Reports on `op` unless `numThreads` is a CTA size the layouts support (a
/// power of two from 32 to 1024).
LogicalResult verifyNumThreads(Operation *op, unsigned numThreads);

/// The attribute of an nv_tileaa.func that holds how many warps its CTAs
/// have (an i32 power of two from 1 to 32). tileas-assign-warps chooses it;
/// the layout passes and the lowering to LLVM read it.
inline constexpr llvm::StringLiteral kNumWarpsAttrName = "nv_tileas.num_warps";
/// The attribute of an nv_tileaa.func that says for how many resident CTAs
/// per SM ptxas may plan its registers (an i32 from 1 to 32; PTX
/// `.minnctapersm`). tileas-assign-warps chooses it (the entry's occupancy
/// hint, or 1 for kernels with products); the lowering to LLVM passes it
/// on as nvvm.minctasm. Absent: ptxas's own choice.
inline constexpr llvm::StringLiteral kMinCTAsPerSMAttrName =
    "nv_tileas.min_ctas_per_sm";
/// Threads per CTA of the kernel that is or holds `op`: 32 times its
/// nv_tileas.num_warps where that is set, else `defaultThreads`.
unsigned getKernelThreads(Operation *op, unsigned defaultThreads);
/// The 32-bit registers each of a CTA's `threads` holds of a `tile` spread
/// over them (a tensor, whatever its layout).
int64_t getRegistersPerThread(Value tile, int64_t threads);

/// The first compute capability whose mma.sync multiplies `lhs` by `rhs`
/// elements into `acc` ones (PTX ISA, "Matrix shape" of mma): f16 x f16 and
/// bf16 x bf16 into f32, tf32 into f32, 8-bit integers into i32 and f64
/// into f64 from sm_80, e4m3/e5m2 into f32 from sm_80 (below sm_89 as f16
/// products of widened operands) and into f16 from sm_89; none for
/// other types (f32 operands stay off tensor cores: only tf32 ones may be
/// truncated). The products that read their operands through tensor-core
/// fragments, which the lowering and the pipelining pass both go by.
std::optional<unsigned> getMmaSyncComputeCapability(Type lhs, Type rhs,
                                                    Type acc);

/// The M and K of the mma.sync instruction that multiplies `lhs` elements
/// (PTX ISA, "Matrix shape" of mma; N is 8 for all): m16n8k16 for f16 and
/// bf16, m16n8k8 for tf32, m16n8k32 for 8-bit integers and floats, m8n8k4
/// for f64; nullopt for other types. The accumulator's fragments (and so
/// the nv_tileas.mma_sync layout) depend on M alone.
std::optional<std::pair<unsigned, unsigned>> getMmaSyncInstrMK(Type lhs);

/// Bytes of one element of a wgmma operand of `element` type: 2 for f16
/// and bf16, 4 for tf32, 1 for e4m3 and e5m2; 0 for types wgmma does not
/// multiply here.
int64_t getWgmmaOperandBytes(Type element);

/// Whether wgmma reads an operand of `element` type from a shared tile
/// stored MN-major (`mnMajor`: an rhs K x N tile contiguous along N) or
/// K-major: 16-bit operands either way, the others K-major only.
bool wgmmaReadsOperandTile(Type element, bool mnMajor);

/// The K order of a wgmma lhs read from registers with contiguous K
/// (`dot_op` with kPermuted) and of the rhs stage its product reads
/// (`nvmma_shared` with kPermuted): fragment column `k` of a tile `extent`
/// (a power of two, at least 16) long along K holds the tile's column
/// permuteK(k). wgmma's operand A gives lane 4g + q the K columns 2q,
/// 2q + 1, 2q + 8 and 2q + 9 of each 16-column step, so within each block
/// of 32 columns (16 where K is 16) the permutation puts a thread's columns
/// of a row next to each other: its bits 0, 3 and 4 (the thread's own) go
/// to bits 0, 1 and 2, bits 1 and 2 (the lane's q) above them, and the
/// blocks stay in place. One row of the thread's is then 16 contiguous
/// bytes of memory, one vector load, where the plain fragment holds 4-byte
/// pieces 16 bytes apart. A product sums over K in any order, so reading
/// both operands in this order computes the same sums.
int64_t permuteK(int64_t k, int64_t extent);
/// The column k with permuteK(k) == `column`.
int64_t unpermuteK(int64_t column, int64_t extent);
/// The blocks of columns within which permuteK moves them: 32, or 16
/// where `extent` is 16.
int64_t getPermuteKBlock(int64_t extent);

/// Whether wgmma (sm_90a, `computeCapability` 90) multiplies an M x K
/// `lhs` tile by a K x N `rhs` tile into an M x N `acc` tile in a CTA of
/// `numThreads` threads, as the lowering issues it: f16 x f16, bf16 x bf16,
/// tf32 x tf32 or f8 x f8 (e4m3 or e5m2, mixed or not) into f32, whole
/// warpgroups each owning 64-row blocks (M a multiple of 64 per
/// warpgroup), K a multiple of the instruction's (32 bytes of a row: 16
/// 16-bit elements, 8 tf32 or 32 f8 ones), N a multiple of 8 that is at
/// most 256 or a multiple of 256 (the instruction's N-tiles), and the
/// accumulator spread evenly over the CTA. The pipelining pass puts the
/// operands of these products in nvmma_shared stages, which wgmma reads
/// through descriptors where wgmmaReadsOperandTile allows; the lowering
/// goes by the same rules.
bool isWgmmaProduct(RankedTensorType lhs, RankedTensorType rhs,
                    RankedTensorType acc, unsigned numThreads,
                    unsigned computeCapability);

/// Whether the product `product` (nv_tileaa dot or dot_scaled, whose
/// operands 0 to 2 are lhs, rhs and the accumulator) runs on wgmma:
/// isWgmmaProduct's, and for dot_scaled scale blocks of whole instructions
/// along K, each instruction's sums from zero scaled into the accumulator
/// (DeepGEMM's promotion on Hopper, which has no block-scaled wgmma), and
/// at most 64 accumulator entries a thread (the sums take as many).
bool isWgmmaProductOp(Operation *product, unsigned numThreads,
                      unsigned computeCapability);

/// Whether `to` is `from` without some of its leading unit dimensions (or
/// `from` itself): a batched kernel's [1, M, K] tile as the M x K one its
/// product takes, which a software pipeline's stages hold.
bool dropsLeadingUnitDims(llvm::ArrayRef<int64_t> from,
                          llvm::ArrayRef<int64_t> to);

/// The compute capability of the module `op` is in: the nearest
/// nv_tileaa.compute_capability of it or an ancestor (the conversion from
/// cuda_tile sets it), if any.
std::optional<unsigned> getComputeCapability(Operation *op);

/// The product whose accumulator iteration value `arg` (a block argument of
/// an nv_tileaa.for body) is, where the loop carries the value to that one
/// product and back: its only use is the accumulator of a dot or
/// dot_scaled in the body, and the product's only use continues it as the
/// same iteration value. tileas-accelerate-matmul has the loop carry such
/// an accumulator in the fragment layout of its tensor-core product (and
/// splits the warps for the operands), and the GPU lowering lets a wgmma
/// group of it stay in flight across iterations; tileas-coalesce gives one
/// of a product on CUDA cores the layout of its store after the loop. Null
/// otherwise.
Operation *getCarriedProduct(BlockArgument arg);

/// Whether `op` is a product tileas-prefetch-products issued an iteration
/// ahead: an nv_tileaa.dot with kWgmmaPendingAttrName whose accumulator is
/// not an iteration value of its loop (tileas-pipeline's wgmma_pending
/// products chain onto a carried accumulator instead). Its loop carries its
/// result, and tileas-unroll-prefetched-products runs the loop two
/// iterations a trip.
bool isProductIssuedAhead(Operation *op);

/// Whether `value` is defined outside `loop` (the same in every iteration):
/// what the loop passes (tileas-pipeline, tileas-prefetch-loads) may move
/// before it.
bool isDefinedOutside(Value value, Operation *loop);

/// The pure ops of the body of `loop` (an nv_tileaa.for) that compute the
/// indices of `load` from the induction variable and values defined
/// outside the loop, in program order; failure where an index depends on
/// anything else (a value the loop carries). What the loop passes clone to
/// load the tile of another iteration.
FailureOr<llvm::SmallVector<Operation *>>
getLoadIndexOps(nv_tileaa::TiledLoadOp load, Operation *loop);

/// Whether nothing in `loop` orders `load`, so that it may be issued in an
/// earlier iteration (tileas-prefetch-loads, tileas-prefetch-products): its
/// view and memory token are defined outside the loop and its result token
/// is unused (weak accesses are ordered by tokens only).
bool isUnorderedInLoop(nv_tileaa::TiledLoadOp load, Operation *loop);

/// `loop` rebuilt with `extraInits` appended to its iteration values, for
/// the loop passes that carry a value of the next iteration
/// (tileas-prefetch-loads, tileas-prefetch-products): the body moves into
/// the new loop and gains a block argument per extra value, the old loop's
/// results become the new one's first ones, and the old loop is erased.
/// The caller appends the matching operands to the body's continue.
nv_tileaa::ForOp appendIterValues(nv_tileaa::ForOp loop, ValueRange extraInits);

/// If `operand` is an nv_tileaa.ftof rounding f32 elements to tf32 (how a
/// tf32 product takes f32 memory), its f32 source, with the ftof in
/// `round`; otherwise `operand` itself and null. The pipelining pass and
/// the product lowering look through the rounding the same way.
Value lookThroughTF32Rounding(Value operand, Operation *&round);

/// The load behind product operand `operand`: the operand itself, the
/// tile a view drops leading unit dimensions of (that view in `reshape` if
/// given), or the f32 tile an ftof rounds to tf32 for it (tf32 products
/// take f32 memory), each link of the chain used once; null otherwise.
/// What software pipelines copy into their stages.
nv_tileaa::TiledLoadOp
getProductOperandLoad(Value operand, nv_tileaa::ViewOp *reshape = nullptr);

/// The shared memory the pipeline stages and shared tiles of kernel `func`
/// may take with the lowering's scratch: what one CTA may use (`perCTA`:
/// what the launch provides, getSharedMemoryBytes, and beyond the static
/// 48 KiB no more than lets the CTAs per SM the kernel's occupancy hint
/// asks for, kMinCTAsPerSMAttrName, be resident together; `ctas` is that
/// count where it bounds `perCTA`, else 0), less the dynamic buffer's
/// run-time alignment beyond the static limit.
int64_t getStageBudget(Operation *func, int64_t &perCTA, int64_t &ctas);
/// The shared memory each of `ctas` CTAs of kernel `func` may use while they
/// are resident on one SM together, with the launch's shared memory
/// (getSharedMemoryBytes) as one CTA's opt-in maximum: the SM's shared
/// memory, split between them, less what the driver reserves for each.
int64_t getSharedBytesPerCTA(Operation *func, int64_t ctas);
/// What `share` bytes of shared memory leave a CTA of kernel `func` for its
/// buffer: all of them within the static limit (getStaticSharedMemoryBytes),
/// beyond it less the dynamic buffer's run-time alignment.
int64_t getBufferBytes(Operation *func, int64_t share);

/// The attribute of an nv_tileaa.dot on wgmma (i32) that says how many
/// wgmma groups may stay in flight when the product ends (0 when absent):
/// tileas-pipeline sets 1 where the next iteration's copies leave the
/// product's stage alone, so that the tensor cores work on while the threads
/// issue the next copies. The accumulator is then complete only after a
/// wgmma.wait_group 0, which the lowering puts after the loop.
inline constexpr llvm::StringLiteral kWgmmaPendingAttrName =
    "nv_tileas.wgmma_pending";

/// Static shared memory a CTA may declare on every target without the
/// launch opting in to more (PTX `.shared` variables).
inline constexpr int64_t kStaticSharedBytes = 48 * 1024;
/// The module attribute (i64) that says how much shared memory a CTA of
/// the module's kernels may use: more than the static limit
/// (getStaticSharedMemoryBytes) makes kernels that need it take dynamic
/// shared memory, which their launch must provide (tile-run's does).
/// The pipelining pass sizes stages by it and the lowering places them.
inline constexpr llvm::StringLiteral kSharedMemoryBytesAttrName =
    "nv_tileas.shared_memory_bytes";
/// The shared memory a CTA of the kernel holding `op` may use: the
/// innermost kSharedMemoryBytesAttrName around it, else
/// kStaticSharedBytes.
int64_t getSharedMemoryBytes(Operation *op);
/// The module attribute (i64) that says how much shared memory a CTA of the
/// module's kernels may declare statically. ptxas takes up to a CTA's
/// opt-in maximum in `.shared` variables for the arch-specific targets
/// (sm_90a and later) and 48 KiB for the others; the GPU
/// pipeline sets it where the launch provides no dynamic shared memory
/// (kTileLaunchAttrName).
inline constexpr llvm::StringLiteral kStaticSharedMemoryBytesAttrName =
    "nv_tileas.static_shared_memory_bytes";
/// The shared memory a CTA of the kernel holding `op` may declare
/// statically: the innermost kStaticSharedMemoryBytesAttrName around it,
/// else kStaticSharedBytes, and never more than getSharedMemoryBytes.
int64_t getStaticSharedMemoryBytes(Operation *op);
/// The module unit attribute that says the module's kernels are launched
/// as tile kernels: with one thread and no dynamic shared memory a block,
/// the way cuTile Python and NVIDIA's host examples launch the cubins of
/// `tileiras`. A lowered kernel then says its own thread count (`.reqntid`)
/// and, from sm_90 on, that the launch counts clusters of one CTA
/// (`.reqnctapercluster 1, 1, 1` and `.blocksareclusters`), from which
/// the driver starts the CTA's threads.
inline constexpr llvm::StringLiteral kTileLaunchAttrName =
    "nv_tileas.tile_launch";
/// Whether an op around `op` carries kTileLaunchAttrName.
bool isTileLaunch(Operation *op);
/// What a kernel using dynamic shared memory asks of its launch beyond
/// the bytes it places: the buffer is aligned to 1024 bytes at run time
/// (the dynamic region's own alignment is the driver's).
inline constexpr int64_t kDynamicSharedAlignmentBytes = 1024;
/// The scratch the lowering to LLVM stages tiles in (layout changes,
/// reductions, dot operands and accumulators): 32 KiB, less what the
/// kernel's shared tiles (local_alloc) take from the static limit, but never
/// less than kMinScratchBytes, which layout passes leave free: a 128x128
/// f32 accumulator moves through it in 16-row chunks (8 KiB), and a
/// 128x128x32 f16 product's operands 16 k at a time (8 KiB and padding)
/// where they are not pipelined, while two 16 KiB stages of its pipeline
/// fit beside it.
inline constexpr int64_t kScratchBytes = 32 * 1024;
inline constexpr int64_t kMinScratchBytes = 12 * 1024;
/// Bytes a shared tile of `type` takes, rounded up to its alignment
/// (getSharedTileAlignment) so that tiles placed one after another stay
/// aligned for 16-byte accesses and swizzling.
int64_t getSharedTileBytes(SharedMemDescType type);
/// The byte boundary a shared tile of `type` starts on: 1024 for
/// nvmma_shared tiles (the period of the 128-byte swizzle, which wgmma
/// descriptors and TMA apply to addresses, not offsets), 128 for others.
int64_t getSharedTileAlignment(SharedMemDescType type);
/// Where shared tiles go, one after another in program order (the order
/// the lowering places them in), each on its boundary: a tile freed by its
/// local_dealloc gives its room back once every tile placed after it is
/// freed too. So a software pipeline's stages, freed after their loop,
/// make room for the next loop's. The lowering places tiles so, the
/// pipelining pass sizes stages by the room left, and the lowering's
/// scratch by the peak.
class SharedTileStack {
public:
  /// Places the tile `alloc` (a local_alloc) allocates; returns its offset.
  int64_t allocate(Operation *alloc, SharedMemDescType type);
  /// Frees the tile of `alloc`, if placed.
  void free(Operation *alloc);
  /// The end of the tiles in place.
  int64_t end() const { return tiles.empty() ? 0 : tiles.back().end; }
  /// The highest end so far: room below it may have been used before.
  int64_t peak() const { return peakEnd; }
  /// The largest boundary of a tile placed so far (at least 16).
  int64_t alignment() const { return maxAlignment; }

private:
  struct Tile {
    Operation *alloc;
    int64_t end;
    bool freed;
  };
  llvm::SmallVector<Tile> tiles;
  int64_t peakEnd = 0, maxAlignment = 16;
};

/// Replays the local_alloc and local_dealloc ops of `func`, in program
/// order, onto `stack`, stopping before `stop` (all of them when null).
void replaySharedTiles(Operation *func, SharedTileStack &stack,
                       Operation *stop = nullptr);

/// The layout of one tile of a buffer of `layout` along its first
/// dimension (memdesc_index), or null when tiles are not stored one after
/// another (the first dimension is not the outermost).
SharedLayoutAttr getStageLayout(SharedLayoutAttr layout);

/// How the tensor map (TMA) of a partition view copies one of its tiles
/// into a shared tile held as `nvmma_shared`: the map's dimensions are the
/// memref's, innermost (the unit-stride one) first, and a box spans the
/// swizzle's width along the contiguous dimension and the whole tile along
/// the others, so the tile takes `count` boxes, each `boxBytes` of shared
/// memory after the previous one (as the layout places its blocks).
struct TmaBoxes {
  /// Extent of a box along each map dimension (innermost first).
  llvm::SmallVector<int64_t> box;
  /// The tile dimension each map dimension walks, or -1 (extent 1).
  llvm::SmallVector<int64_t> tileDim;
  int64_t swizzle, count, boxBytes, elementBytes;
};
/// The boxes of copies of tiles of partition view `view` into shared tiles
/// of type `tile`, or failure with the reason in `why`: `tile` must be the
/// view's tile without leading unit dimensions, 2-D, in an nvmma_shared
/// layout with a swizzle whose contiguous dimension is the view's, with
/// 8-, 16- or 32-bit elements, a memref of rank 5 or less, and box extents
/// of 256 or less.
FailureOr<TmaBoxes> getTmaBoxes(nv_tileaa::TiledViewType view,
                                SharedMemDescType tile, std::string &why);

/// The attribute of an nv_tileaa.func that says how many tensor maps each
/// of its CTAs fills in (make_tma_descriptor's slots).
inline constexpr llvm::StringLiteral kTmaDescriptorsAttrName =
    "nv_tileas.tma_descriptors";
/// The attribute of an nv_tileaa.func that says how many words its array
/// of pipeline mbarriers has (alloc_barriers).
inline constexpr llvm::StringLiteral kBarriersAttrName = "nv_tileas.barriers";
} // namespace mlir::nv_tileas

#define GET_OP_CLASSES
#include "tileir/Dialect/TileAS/IR/TileASOps.h.inc"

#endif // TILEIR_DIALECT_TILEAS_IR_TILEAS_H
