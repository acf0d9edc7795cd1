//===- TileAAToLinalg.h - nv_tileaa to linalg for the CPU -------*- C++ -*-===//
//
// The compiled CPU path lowers nv_tileaa to upstream dialects and then
// through MLIR's own bufferization and LLVM pipeline. This header is also
// the contract with the runtime (lib/Runtime/CPU): the kernel signature, the
// helper functions the lowered code calls and the site table that tells the
// helpers what each call stands for.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_CONVERSION_TILEAATOLINALG_TILEAATOLINALG_H
#define TILEIR_CONVERSION_TILEAATOLINALG_TILEAATOLINALG_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class ModuleOp;
namespace tileir {

/// The module attribute holding the site table: an array of dictionaries,
/// one per helper call site, each with at least `kind` (a string, one of
/// the kCpuSite* names) and `loc` (the op's location).
inline constexpr char kCpuSitesAttr[] = "tileir.cpu_sites";
/// The context (`ctx`) a kernel gets is the address of this prefix of the
/// runtime's per-worker state (lib/Runtime/CPU/CompiledHelpers.h):
///   byte 0:  i64*  the view cache (below)
///   byte 8:  i8*   the launch's failed flag, nonzero once a block failed
///   byte 16: i32 x3 the id of the block running, which helpers report
///   byte 28: i8    nonzero once the running block has reported an error
inline constexpr int64_t kCpuContextFailedOffset = 8;
inline constexpr int64_t kCpuContextBlockIdOffset = 16;
inline constexpr int64_t kCpuContextBlockFailedOffset = 28;

/// Suffix of the function each kernel gets beside itself that runs a range
/// of its blocks: KERNEL<suffix>(params..., grid x, y, z (i32), ctx,
/// window, first, count (i64)) runs the blocks of linear index (x fastest)
/// first .. first + count - 1, keeping the context's block id current and
/// skipping the rest once the launch has failed; the runtime hands these
/// ranges out instead of calling the kernel once per block.
inline constexpr char kCpuBlockRangeSuffix[] = "__tileir_blocks";

/// Module attribute (i64): how many i64 words of view cache a kernel's
/// context must provide. The context's first word points at them; each
/// memref's slot holds the base, extents and strides it last asked
/// view_in_memory about and the answer, so that a block whose memref is
/// the previous block's (the usual case: views of kernel arguments) skips
/// the call. Zeroed slots (base 0) answer "not in memory", which is safe.
inline constexpr char kCpuViewCacheAttr[] = "tileir.cpu_view_cache_words";
/// A unit attribute on a kernel's func.func whose kernel reduces (a row
/// kernel: it computes between its loads and stores); the CPU pipeline
/// allows it larger stack tile buffers (tileir-cpu-stack-tile-buffers).
inline constexpr char kCpuReducesAttr[] = "tileir.cpu_reduces";

/// Site kinds. Entries carry, besides `kind` and `loc`:
///  - tiled_load / tiled_store: `view` ("partition", "strided" or
///    "gather_scatter"), `tile_shape`, `dim_map`, `traversal_strides`
///    (strided views), `sparse_dim` and `index_element` (gather/scatter
///    views: the sparse dimension and the element type of its index tile),
///    `padding_value` (when the view has one), `element` (a TypeAttr)
///    and `memref_rank`;
///  - atomic_red: a tiled_store's entries and `mode` (the cuda_tile
///    AtomicRMWModeAttr);
///  - atomic_rmw: `element` and `mode`; atomic_cas: `element`;
///  - load_ptr / store_ptr: `element`;
///  - convert: `from`, `to` (TypeAttrs), `op` ("ftof", "ftoi" or "itof"),
///    `signed` (bool) and `rounding` (the cuda_tile rounding attribute);
///  - directed: `element` (a TypeAttr), `op` ("addf", "subf", "mulf",
///    "divf" or "fma"), `ftz` (bool) and `rounding`;
///  - div_zero / rem_zero / slice_index: nothing more;
///  - print: `format` (the string) and `args` (an array of TypeAttrs, the
///    nv_tileaa type of each argument: a tensor or a scalar);
///  - global: `name` (the global's symbol);
///  - assert: `message`.
inline constexpr char kCpuSiteTiledLoad[] = "tiled_load";
inline constexpr char kCpuSiteTiledStore[] = "tiled_store";
inline constexpr char kCpuSiteLoadPtr[] = "load_ptr";
inline constexpr char kCpuSiteStorePtr[] = "store_ptr";
inline constexpr char kCpuSiteConvert[] = "convert";
inline constexpr char kCpuSiteAtomicRmw[] = "atomic_rmw";
inline constexpr char kCpuSiteAtomicCas[] = "atomic_cas";
inline constexpr char kCpuSiteAtomicRed[] = "atomic_red";
inline constexpr char kCpuSiteDirected[] = "directed";
inline constexpr char kCpuSiteDivZero[] = "div_zero";
inline constexpr char kCpuSiteRemZero[] = "rem_zero";
inline constexpr char kCpuSiteSliceIndex[] = "slice_index";
inline constexpr char kCpuSitePrint[] = "print";
inline constexpr char kCpuSiteGlobal[] = "global";
inline constexpr char kCpuSiteAssert[] = "assert";

/// Helpers the lowered code calls (defined in lib/Runtime/CPU). Every
/// argument is an i64: `ctx` is the runtime context of the tile block,
/// `site` an index into the site table, pointers are addresses.
///   tiled_load(ctx, site, base, dims, index, dst)   dims: shape then
///   tiled_store(ctx, site, base, dims, index, src)  strides; index: the
///                                                   tile index (i64 each)
///   gather_load(ctx, site, base, dims, index, gather, dst)   gather/scatter
///   scatter_store(ctx, site, base, dims, index, gather, src) views: gather
///       is the address of the sparse dimension's index tile (of the site's
///       `index_element`), whose entry in `index` is ignored
///   atomic_red(ctx, site, base, dims, index, gather, src)  gather: 0 but
///                                                   for gather views
///   load_ptr(ctx, site, addresses, mask, other, dst, n)   mask/other: 0 if
///   store_ptr(ctx, site, addresses, src, mask, n)         absent; i1 = byte
///   atomic_rmw(ctx, site, addresses, args, mask, dst, n)   dst: old values
///   atomic_cas(ctx, site, addresses, cmp, val, mask, dst, n)
///   fail(ctx, site)                                 records the site's error
///   slice_fail(ctx, site, index, dim)               an extract's slice index
///                                                   out of range
///   print(ctx, site, args)    args: the address of each argument's tile
///                             (row-major; a scalar as one element)
///   global(ctx, site) -> address                    this launch's global
///   assert(ctx, site, condition, n)   fails at the first zero byte of the
///                                     n-element i1 tile at `condition`
///   convert(ctx, site, bits) -> bits                one element, storage bits
///   convert_tile(ctx, site, src, dst, n)            n elements, dense tiles
///   directed(ctx, site, a, b, c) -> bits    one element of a float op at a
///       directed rounding mode (storage bits; c only for fma)
///   f64_to_f16(double) -> i16, f64_to_bf16(double) -> i16   round to nearest
///   exp_f32(src, dst, n)     dst[i] = exp(src[i]) for n f32 elements in
///                            f32, within 1 ulp of the interpreter's
///                            (runtime::expF32Fast)
///   prefetch(address, bytes, write)   a hint: brings the cache lines of
///                            [address, address + bytes) in, for writing
///                            when `write` is nonzero; never faults
///   view_in_memory(ctx, base, dims, rank, bytes) -> i64
///       nonzero when every element of the memref `base`, `dims` (shape then
///       strides) of `bytes`-byte elements lies in one registered buffer and
///       inside the memory window, and `base` is aligned to `bytes`: tiled
///       accesses of a tile wholly inside such a view then read and write
///       the window directly instead of calling tiled_load/tiled_store.
inline constexpr char kCpuTiledLoadFn[] = "tileir_cpu_tiled_load";
inline constexpr char kCpuTiledStoreFn[] = "tileir_cpu_tiled_store";
inline constexpr char kCpuGatherLoadFn[] = "tileir_cpu_gather_load";
inline constexpr char kCpuScatterStoreFn[] = "tileir_cpu_scatter_store";
inline constexpr char kCpuAtomicRedFn[] = "tileir_cpu_atomic_red";
inline constexpr char kCpuAtomicRmwFn[] = "tileir_cpu_atomic_rmw";
inline constexpr char kCpuAtomicCasFn[] = "tileir_cpu_atomic_cas";
inline constexpr char kCpuLoadPtrFn[] = "tileir_cpu_load_ptr";
inline constexpr char kCpuStorePtrFn[] = "tileir_cpu_store_ptr";
inline constexpr char kCpuFailFn[] = "tileir_cpu_fail";
inline constexpr char kCpuSliceFailFn[] = "tileir_cpu_slice_fail";
inline constexpr char kCpuPrintFn[] = "tileir_cpu_print";
inline constexpr char kCpuGlobalFn[] = "tileir_cpu_global";
inline constexpr char kCpuAssertFn[] = "tileir_cpu_assert";
inline constexpr char kCpuConvertFn[] = "tileir_cpu_convert";
inline constexpr char kCpuConvertTileFn[] = "tileir_cpu_convert_tile";
inline constexpr char kCpuDirectedFn[] = "tileir_cpu_directed";
inline constexpr char kCpuF64ToF16Fn[] = "tileir_cpu_f64_to_f16";
inline constexpr char kCpuF64ToBF16Fn[] = "tileir_cpu_f64_to_bf16";
inline constexpr char kCpuViewInMemoryFn[] = "tileir_cpu_view_in_memory";
inline constexpr char kCpuExpF32Fn[] = "tileir_cpu_exp_f32";
inline constexpr char kCpuPrefetchFn[] = "tileir_cpu_prefetch";

/// Lowers every nv_tileaa kernel in `module` to a func.func with the
/// kernel's parameters (pointers as i64), then block id x, y, z and grid x,
/// y, z (i32), the context (i64) and the memory window (memref<?xi8>: a
/// byte buffer spanning every registered buffer, through which the compiled
/// code reads and writes in-bounds tiles; the runtime still decides, per
/// view, whether that is allowed). Reports "'OP' is not compiled yet" at
/// the first op outside the compiled slice and fails.
LogicalResult lowerTileAAToLinalg(ModuleOp module);

#define GEN_PASS_DECL
#include "tileir/Conversion/TileAAToLinalg/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tileir/Conversion/TileAAToLinalg/Passes.h.inc"

} // namespace tileir
} // namespace mlir

#endif // TILEIR_CONVERSION_TILEAATOLINALG_TILEAATOLINALG_H
