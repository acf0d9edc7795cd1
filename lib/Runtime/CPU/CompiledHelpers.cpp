//===- CompiledHelpers.cpp - Helpers the compiled CPU kernels call --------===//
//
// Memory accesses and conversions of compiled kernels run here, through the
// interpreter's own definitions: view addressing (ViewAccess.h), the
// memcheck, element loads and stores, and NumericConversions. The compiled
// code and the interpreter therefore cannot disagree on them, and errors
// read the same. Whole tiles go through one call, so the call costs little
// beside the copy.
//
//===----------------------------------------------------------------------===//

#include "CompiledHelpers.h"

#include "../Executor.h"
#include "../ViewAccess.h"

#include "tileir/Conversion/TileAAToLinalg/TileAAToLinalg.h"
#include "tileir/Runtime/VectorMath.h"

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include <cmath>
#include <cstdlib>
#include <cstring>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;
using namespace mlir::tileir::runtime::cpu;

static BlockContext &getContext(uint64_t ctx) {
  return *reinterpret_cast<BlockContext *>(ctx);
}

/// Records the launch's first error, as BlockExecutor::fail does.
static void fail(BlockContext &c, const Site &site,
                 const std::string &message) {
  c.blockFailed = true;
  LaunchState &launch = *c.launch;
  std::string text = formatOpError(site.where, site.opName, message, c.blockId);
  std::lock_guard lock(launch.errorMutex);
  if (!launch.failed.exchange(true))
    launch.error = std::move(text);
}

namespace {
/// A tiled access resolved with the interpreter's geometry.
struct TiledAccess {
  TensorViewValue tensor;
  ViewGeometry geometry;

  /// `gather`: the sparse dimension's index tile (gather/scatter views).
  TiledAccess(const Site &site, uint64_t base, const int64_t *dims,
              const int64_t *index, const uint8_t *gather = nullptr) {
    tensor.base = base;
    tensor.kind = site.element;
    tensor.shape.assign(dims, dims + site.memrefRank);
    tensor.strides.assign(dims + site.memrefRank, dims + 2 * site.memrefRank);
    geometry.tensor = &tensor;
    geometry.tileShape = site.tileShape;
    size_t rank = site.tileShape.size();
    geometry.start.resize(rank);
    if (site.sparseDim < 0) {
      geometry.target.assign(site.dimMap.begin(), site.dimMap.end());
      for (size_t i = 0; i < rank; ++i)
        geometry.start[i] =
            index[i] * (site.strided ? site.traversal[i] : site.tileShape[i]);
      return;
    }
    // As getViewGeometry reads a gather/scatter view: tile dimension i
    // walks tensor dimension i from its index, but along the sparse
    // dimension, whose coordinates are the (signed) index tile.
    geometry.sparseDim = site.sparseDim;
    for (size_t i = 0; i < rank; ++i) {
      geometry.target.push_back(i);
      if (int64_t(i) != site.sparseDim)
        geometry.start[i] = index[i];
    }
    unsigned bytes = getSlotBytes(site.indexElement);
    unsigned width = getBitWidth(site.indexElement);
    geometry.gather.resize(site.tileShape[site.sparseDim]);
    for (size_t j = 0; j < geometry.gather.size(); ++j) {
      uint64_t bits = 0;
      std::memcpy(&bits, gather + j * bytes, bytes); // little-endian host
      geometry.gather[j] = extendInt(bits, width, /*isSigned=*/true);
    }
  }
};
} // namespace

static int64_t getNumElements(const Site &site) {
  int64_t n = 1;
  for (int64_t d : site.tileShape)
    n *= d;
  return n;
}

/// The elements of a view tile one at a time, as the interpreter takes
/// them (lib/Runtime/ViewOps.cpp): reads give the padding value outside
/// the view; writes skip those elements and hand each in-bounds one's
/// address and bits from `in` to `write`. An element outside every buffer
/// records the site's error (reads then give zeros).
static void readElements(BlockContext &c, const Site &site,
                         const ViewGeometry &geometry, uint8_t *out) {
  unsigned bytes = getSlotBytes(site.element);
  int64_t n = getNumElements(site);
  ViewAccess elements;
  std::string error;
  if (!computeViewAccess(geometry, c.launch->memory, elements, error)) {
    std::memset(out, 0, n * bytes);
    return fail(c, site, error);
  }
  for (int64_t e = 0; e < n; ++e) {
    uint64_t bits = elements.address[e]
                        ? loadElement(elements.address[e], elements.kind,
                                      elements.nibble[e])
                        : site.padding;
    std::memcpy(out + e * bytes, &bits, bytes); // little-endian host
  }
}

static void writeElements(
    BlockContext &c, const Site &site, const ViewGeometry &geometry,
    const uint8_t *in,
    llvm::function_ref<void(const ViewAccess &, size_t, uint64_t)> write) {
  unsigned bytes = getSlotBytes(site.element);
  ViewAccess elements;
  std::string error;
  if (!computeViewAccess(geometry, c.launch->memory, elements, error))
    return fail(c, site, error);
  for (size_t e = 0; e < elements.address.size(); ++e) {
    if (!elements.address[e]) // out-of-bounds elements are masked
      continue;
    uint64_t bits = 0;
    std::memcpy(&bits, in + e * bytes, bytes);
    write(elements, e, bits);
  }
}

/// Stores `bits` into element `e` of `elements`.
static void storeInto(const ViewAccess &elements, size_t e, uint64_t bits) {
  storeElement(elements.address[e], elements.kind, bits, elements.nibble[e]);
}

extern "C" void tileir_cpu_tiled_load(uint64_t ctx, int64_t siteIndex,
                                      uint64_t base, uint64_t dims,
                                      uint64_t index, uint64_t dst) {
  BlockContext &c = getContext(ctx);
  const Site &site = c.launch->sites[siteIndex];
  TiledAccess access(site, base, reinterpret_cast<const int64_t *>(dims),
                     reinterpret_cast<const int64_t *>(index));
  auto *out = reinterpret_cast<uint8_t *>(dst);
  unsigned bytes = getSlotBytes(site.element);
  ViewRows rows;
  if (computeViewRows(access.geometry, c.launch->memory, rows)) {
    loadRows(rows, site.padding, out, bytes);
    return;
  }
  readElements(c, site, access.geometry, out);
}

extern "C" void tileir_cpu_tiled_store(uint64_t ctx, int64_t siteIndex,
                                       uint64_t base, uint64_t dims,
                                       uint64_t index, uint64_t src) {
  BlockContext &c = getContext(ctx);
  const Site &site = c.launch->sites[siteIndex];
  TiledAccess access(site, base, reinterpret_cast<const int64_t *>(dims),
                     reinterpret_cast<const int64_t *>(index));
  auto *in = reinterpret_cast<const uint8_t *>(src);
  unsigned bytes = getSlotBytes(site.element);
  ViewRows rows;
  if (computeViewRows(access.geometry, c.launch->memory, rows)) {
    storeRows(rows, in, bytes);
    return;
  }
  writeElements(c, site, access.geometry, in, storeInto);
}

/// Gather/scatter views: element by element, as execLoadView and
/// execStoreView take them.
extern "C" void tileir_cpu_gather_load(uint64_t ctx, int64_t siteIndex,
                                       uint64_t base, uint64_t dims,
                                       uint64_t index, uint64_t gather,
                                       uint64_t dst) {
  BlockContext &c = getContext(ctx);
  const Site &site = c.launch->sites[siteIndex];
  TiledAccess access(site, base, reinterpret_cast<const int64_t *>(dims),
                     reinterpret_cast<const int64_t *>(index),
                     reinterpret_cast<const uint8_t *>(gather));
  readElements(c, site, access.geometry, reinterpret_cast<uint8_t *>(dst));
}

extern "C" void tileir_cpu_scatter_store(uint64_t ctx, int64_t siteIndex,
                                         uint64_t base, uint64_t dims,
                                         uint64_t index, uint64_t gather,
                                         uint64_t src) {
  BlockContext &c = getContext(ctx);
  const Site &site = c.launch->sites[siteIndex];
  TiledAccess access(site, base, reinterpret_cast<const int64_t *>(dims),
                     reinterpret_cast<const int64_t *>(index),
                     reinterpret_cast<const uint8_t *>(gather));
  writeElements(c, site, access.geometry,
                reinterpret_cast<const uint8_t *>(src), storeInto);
}

/// atomic_red_view_tko (and the single-device multimem reduction), as the
/// interpreter's reduceIntoView: each in-bounds element under its lock.
extern "C" void tileir_cpu_atomic_red(uint64_t ctx, int64_t siteIndex,
                                      uint64_t base, uint64_t dims,
                                      uint64_t index, uint64_t gather,
                                      uint64_t src) {
  BlockContext &c = getContext(ctx);
  const Site &site = c.launch->sites[siteIndex];
  TiledAccess access(site, base, reinterpret_cast<const int64_t *>(dims),
                     reinterpret_cast<const int64_t *>(index),
                     reinterpret_cast<const uint8_t *>(gather));
  writeElements(c, site, access.geometry,
                reinterpret_cast<const uint8_t *>(src),
                [&](const ViewAccess &elements, size_t e, uint64_t bits) {
                  atomicRMW(c.launch->memory, elements.address[e],
                            elements.kind, site.mode, bits);
                });
}

/// The lane loop of the pointer helpers below, as the interpreter runs
/// them: each lane `mask` enables (every lane without a mask) gets
/// `body(i)`, unless its `bytes` at `address[i]` lie outside every buffer:
/// the first such lane fails the tile block and ends the loop. Masked-off
/// lanes are not touched; `masked(i)` fills in their result.
template <typename Body, typename Masked>
static void forEachPointerLane(BlockContext &c, const Site &site,
                               const uint64_t *address, const uint8_t *enabled,
                               int64_t n, unsigned bytes, Body body,
                               Masked masked) {
  for (int64_t i = 0; i < n; ++i) {
    if (enabled && !enabled[i]) {
      masked(i);
      continue;
    }
    if (!c.launch->memory.contains(address[i], bytes))
      return fail(c, site, describePointerFault(address[i], i));
    body(i);
  }
}

template <typename Body>
static void forEachPointerLane(BlockContext &c, const Site &site,
                               const uint64_t *address, const uint8_t *enabled,
                               int64_t n, unsigned bytes, Body body) {
  forEachPointerLane(c, site, address, enabled, n, bytes, body, [](int64_t) {});
}

/// atomic_rmw_tko and atomic_cas_tko lane by lane, as execRMW and execCAS:
/// masked-off lanes are not touched (a CAS returns its compare value
/// there), and the first lane outside every buffer stops the tile block.
extern "C" void tileir_cpu_atomic_rmw(uint64_t ctx, int64_t siteIndex,
                                      uint64_t addresses, uint64_t args,
                                      uint64_t mask, uint64_t dst, int64_t n) {
  BlockContext &c = getContext(ctx);
  const Site &site = c.launch->sites[siteIndex];
  const auto *address = reinterpret_cast<const uint64_t *>(addresses);
  const auto *enabled = reinterpret_cast<const uint8_t *>(mask);
  const auto *arg = reinterpret_cast<const uint8_t *>(args);
  auto *out = reinterpret_cast<uint8_t *>(dst);
  unsigned bytes = getSlotBytes(site.element);
  std::memset(out, 0, n * bytes);
  forEachPointerLane(c, site, address, enabled, n, bytes, [&](int64_t i) {
    uint64_t bits = 0;
    std::memcpy(&bits, arg + i * bytes, bytes);
    uint64_t old =
        atomicRMW(c.launch->memory, address[i], site.element, site.mode, bits);
    std::memcpy(out + i * bytes, &old, bytes);
  });
}

extern "C" void tileir_cpu_atomic_cas(uint64_t ctx, int64_t siteIndex,
                                      uint64_t addresses, uint64_t cmps,
                                      uint64_t vals, uint64_t mask,
                                      uint64_t dst, int64_t n) {
  BlockContext &c = getContext(ctx);
  const Site &site = c.launch->sites[siteIndex];
  const auto *address = reinterpret_cast<const uint64_t *>(addresses);
  const auto *enabled = reinterpret_cast<const uint8_t *>(mask);
  const auto *cmp = reinterpret_cast<const uint8_t *>(cmps);
  const auto *val = reinterpret_cast<const uint8_t *>(vals);
  auto *out = reinterpret_cast<uint8_t *>(dst);
  unsigned bytes = getSlotBytes(site.element);
  std::memcpy(out, cmp, n * bytes); // masked-off lanes keep `cmp`
  forEachPointerLane(c, site, address, enabled, n, bytes, [&](int64_t i) {
    uint64_t expected = 0, desired = 0;
    std::memcpy(&expected, cmp + i * bytes, bytes);
    std::memcpy(&desired, val + i * bytes, bytes);
    uint64_t old = atomicCAS(c.launch->memory, address[i], site.element,
                             expected, desired);
    std::memcpy(out + i * bytes, &old, bytes);
  });
}

extern "C" void tileir_cpu_load_ptr(uint64_t ctx, int64_t siteIndex,
                                    uint64_t addresses, uint64_t mask,
                                    uint64_t other, uint64_t dst, int64_t n) {
  BlockContext &c = getContext(ctx);
  const Site &site = c.launch->sites[siteIndex];
  const auto *address = reinterpret_cast<const uint64_t *>(addresses);
  const auto *enabled = reinterpret_cast<const uint8_t *>(mask);
  const auto *padding = reinterpret_cast<const uint8_t *>(other);
  auto *out = reinterpret_cast<uint8_t *>(dst);
  unsigned bytes = getSlotBytes(site.element);
  // As the interpreter: masked lanes take `other` (or zero) and are not
  // read; the first lane outside every buffer stops the tile block.
  std::memset(out, 0, n * bytes);
  forEachPointerLane(
      c, site, address, enabled, n, bytes,
      [&](int64_t i) {
        uint64_t bits = loadElement(address[i], site.element);
        std::memcpy(out + i * bytes, &bits, bytes);
      },
      [&](int64_t i) {
        if (padding)
          std::memcpy(out + i * bytes, padding + i * bytes, bytes);
      });
}

extern "C" void tileir_cpu_store_ptr(uint64_t ctx, int64_t siteIndex,
                                     uint64_t addresses, uint64_t src,
                                     uint64_t mask, int64_t n) {
  BlockContext &c = getContext(ctx);
  const Site &site = c.launch->sites[siteIndex];
  const auto *address = reinterpret_cast<const uint64_t *>(addresses);
  const auto *enabled = reinterpret_cast<const uint8_t *>(mask);
  const auto *in = reinterpret_cast<const uint8_t *>(src);
  unsigned bytes = getSlotBytes(site.element);
  forEachPointerLane(c, site, address, enabled, n, bytes, [&](int64_t i) {
    uint64_t bits = 0;
    std::memcpy(&bits, in + i * bytes, bytes);
    storeElement(address[i], site.element, bits);
  });
}

extern "C" void tileir_cpu_fail(uint64_t ctx, int64_t siteIndex) {
  BlockContext &c = getContext(ctx);
  const Site &site = c.launch->sites[siteIndex];
  fail(c, site,
       site.kind == Site::Kind::DivZero ? "divides by zero"
                                        : "computes a remainder by zero");
}

extern "C" void tileir_cpu_slice_fail(uint64_t ctx, int64_t siteIndex,
                                      int64_t index, int64_t dim) {
  BlockContext &c = getContext(ctx);
  fail(c, c.launch->sites[siteIndex],
       "slice index " + std::to_string(index) +
           " is out of range in dimension " + std::to_string(dim));
}

/// print/print_tko: the arguments' tiles as the interpreter's values,
/// formatted by the interpreter's own code and written under its lock.
extern "C" void tileir_cpu_print(uint64_t ctx, int64_t siteIndex,
                                 uint64_t args) {
  BlockContext &c = getContext(ctx);
  if (c.blockFailed)
    return;
  const Site &site = c.launch->sites[siteIndex];
  const auto *addresses = reinterpret_cast<const uint64_t *>(args);
  std::vector<TileValue> tiles;
  tiles.reserve(site.printArgs.size());
  for (auto [i, arg] : llvm::enumerate(site.printArgs)) {
    TileValue &tile = tiles.emplace_back(arg.first, arg.second);
    // The compiled tile's storage: row-major, whole bytes per element (i1
    // as a byte, pointers as i64).
    unsigned bytes =
        arg.first == ElemKind::Ptr ? 8 : (getBitWidth(arg.first) + 7) / 8;
    const auto *data = reinterpret_cast<const uint8_t *>(addresses[i]);
    for (int64_t e = 0; e < tile.getNumElements(); ++e) {
      uint64_t bits = 0;
      std::memcpy(&bits, data + e * bytes, bytes);
      tile.setBits(e, bits);
    }
  }
  llvm::SmallVector<const TileValue *> pointers;
  for (const TileValue &tile : tiles)
    pointers.push_back(&tile);
  std::string text = formatPrint(site.text, pointers);
  LaunchState &launch = *c.launch;
  std::lock_guard lock(launch.outMutex);
  launch.out << text;
  launch.out.flush();
}

/// assert: the interpreter's message for the first false element.
extern "C" void tileir_cpu_assert(uint64_t ctx, int64_t siteIndex,
                                  uint64_t condition, int64_t count) {
  const auto *bytes = reinterpret_cast<const uint8_t *>(condition);
  for (int64_t i = 0; i < count; ++i)
    if (!bytes[i]) {
      BlockContext &c = getContext(ctx);
      const Site &site = c.launch->sites[siteIndex];
      fail(c, site,
           "failed: " + site.text + " (element " + std::to_string(i) + ")");
      return;
    }
}

extern "C" uint64_t tileir_cpu_global(uint64_t ctx, int64_t siteIndex) {
  return getContext(ctx).launch->globals[siteIndex];
}

/// One element of ftof, ftoi or itof, as ConversionOps.cpp converts it.
static uint64_t convertElement(const Site &site, uint64_t bits) {
  switch (site.conversion) {
  case Site::Conversion::FToF:
    return encodeFloat(decodeFloat(bits, site.from), site.to, site.rounding);
  case Site::Conversion::FToI:
    return uint64_t(floatToInt(decodeFloat(bits, site.from),
                               getBitWidth(site.to), site.isSigned,
                               site.rounding));
  case Site::Conversion::IToF:
    return encodeInt(extendInt(bits, getBitWidth(site.from), site.isSigned),
                     site.isSigned, site.to, site.rounding);
  }
  return 0;
}

extern "C" uint64_t tileir_cpu_convert(uint64_t ctx, int64_t siteIndex,
                                       uint64_t bits) {
  return convertElement(getContext(ctx).launch->sites[siteIndex], bits);
}

template <typename From, typename To>
static void convertElements(const Site &site, const uint8_t *in, uint8_t *out,
                            int64_t n) {
  for (int64_t i = 0; i < n; ++i) {
    From bits;
    std::memcpy(&bits, in + i * sizeof(From), sizeof(From));
    To result = To(convertElement(site, bits)); // little-endian host
    std::memcpy(out + i * sizeof(To), &result, sizeof(To));
  }
}

template <typename From>
static void convertElementsFrom(const Site &site, const uint8_t *in,
                                uint8_t *out, int64_t n) {
  switch (getSlotBytes(site.to)) {
  case 1:
    return convertElements<From, uint8_t>(site, in, out, n);
  case 2:
    return convertElements<From, uint16_t>(site, in, out, n);
  case 4:
    return convertElements<From, uint32_t>(site, in, out, n);
  default:
    return convertElements<From, uint64_t>(site, in, out, n);
  }
}

/// A whole tile of `n` elements: one call where a call per element would
/// sit inside a loop nest that elementwise fusion makes of it.
extern "C" void tileir_cpu_convert_tile(uint64_t ctx, int64_t siteIndex,
                                        uint64_t src, uint64_t dst, int64_t n) {
  const Site &site = getContext(ctx).launch->sites[siteIndex];
  const auto *in = reinterpret_cast<const uint8_t *>(src);
  auto *out = reinterpret_cast<uint8_t *>(dst);
  // f32 -> tf32 at nearest (the operands of every tf32 GEMM): encodeFloat's
  // own fast path for numbers, without the round trip through double.
  if (site.conversion == Site::Conversion::FToF && site.from == ElemKind::F32 &&
      site.to == ElemKind::TF32 && site.rounding == Rounding::NearestEven) {
    for (int64_t i = 0; i < n; ++i) {
      float value;
      std::memcpy(&value, in + 4 * i, 4);
      uint32_t result = std::isnan(value)
                            ? uint32_t(encodeFloat(value, ElemKind::TF32))
                            : floatToTF32(value);
      std::memcpy(out + 4 * i, &result, 4);
    }
    return;
  }
  unsigned toBytes = getSlotBytes(site.to);
  if (getSlotBytes(site.from) == 1 && n > 256 && toBytes <= 8) {
    // One-byte sources (f8 operands of mmaf): the 256 possible results,
    // each from convertElement, then a lookup per element.
    uint64_t table[256];
    for (unsigned bits = 0; bits < 256; ++bits)
      table[bits] = convertElement(site, bits);
    for (int64_t i = 0; i < n; ++i)
      std::memcpy(out + i * toBytes, &table[in[i]], toBytes); // little-endian
    return;
  }
  switch (getSlotBytes(site.from)) {
  case 1:
    return convertElementsFrom<uint8_t>(site, in, out, n);
  case 2:
    return convertElementsFrom<uint16_t>(site, in, out, n);
  case 4:
    return convertElementsFrom<uint32_t>(site, in, out, n);
  default:
    return convertElementsFrom<uint64_t>(site, in, out, n);
  }
}

/// One element of addf/subf/mulf/divf/fma at a directed rounding mode, as
/// the interpreter computes it.
extern "C" uint64_t tileir_cpu_directed(uint64_t ctx, int64_t siteIndex,
                                        uint64_t a, uint64_t b, uint64_t c) {
  const Site &site = getContext(ctx).launch->sites[siteIndex];
  return computeDirected(DirectedOp(site.directedOp), site.element, a, b, c,
                         site.ftz, site.rounding);
}

/// Whether every element of the memref lies in one registered buffer and
/// in the launch's window, with its base aligned to the element; only then
/// may the compiled code access its in-bounds tiles without the memcheck.
extern "C" int64_t tileir_cpu_view_in_memory(uint64_t ctx, uint64_t base,
                                             uint64_t dims, int64_t rank,
                                             int64_t bytes) {
  LaunchState &launch = *getContext(ctx).launch;
  const auto *shape = reinterpret_cast<const int64_t *>(dims);
  const int64_t *strides = shape + rank;
  if (bytes <= 0 || base % uint64_t(bytes) != 0)
    return 0;
  // The lowest and highest element offsets; any overflow gives up.
  int64_t low = 0, high = 0;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t extent;
    if (shape[d] <= 0 ||
        __builtin_mul_overflow(shape[d] - 1, strides[d], &extent) ||
        __builtin_add_overflow(extent < 0 ? low : high, extent,
                               extent < 0 ? &low : &high))
      return 0;
  }
  int64_t lowBytes, span, spanBytes;
  if (__builtin_mul_overflow(low, bytes, &lowBytes) ||
      __builtin_sub_overflow(high + 1, low, &span) ||
      __builtin_mul_overflow(span, bytes, &spanBytes))
    return 0;
  uint64_t first = base + uint64_t(lowBytes); // wraps for negative offsets
  if (lowBytes < 0 ? first > base : first < base)
    return 0;
  uint64_t last = first + uint64_t(spanBytes);
  if (last < first || first < launch.window.first ||
      last > launch.window.second)
    return 0;
  return launch.memory.contains(first, size_t(spanBytes)) ? 1 : 0;
}

extern "C" void tileir_cpu_exp_f32(uint64_t src, uint64_t dst, int64_t n) {
  runtime::expF32Fast(reinterpret_cast<const float *>(src),
                      reinterpret_cast<float *>(dst), n);
}

extern "C" void tileir_cpu_prefetch(uint64_t address, int64_t bytes,
                                    int64_t write) {
  // Every cache line of [address, address + bytes), into all levels.
  const char *first = reinterpret_cast<const char *>(address);
  if (write)
    for (int64_t offset = 0; offset < bytes; offset += 64)
      __builtin_prefetch(first + offset, 1, 3);
  else
    for (int64_t offset = 0; offset < bytes; offset += 64)
      __builtin_prefetch(first + offset, 0, 3);
}

extern "C" uint16_t tileir_cpu_f64_to_f16(double value) {
  return uint16_t(encodeFloat(value, ElemKind::F16));
}

extern "C" uint16_t tileir_cpu_f64_to_bf16(double value) {
  return uint16_t(encodeFloat(value, ElemKind::BF16));
}

//===----------------------------------------------------------------------===//
// Tile buffers
//===----------------------------------------------------------------------===//

// Every loaded tile and temporary of a compiled kernel is a memref.alloc,
// and inside a K loop that is an allocation and a free per iteration, of a
// few KiB: beyond glibc's per-thread cache, so each went to the shared
// heap. The compiled code allocates through MLIR's generic functions
// instead (use-generic-functions), served from per-thread free lists of
// power-of-two size classes (at most 64 blocks kept per class and thread).
// A block header before the payload keeps its class; a block freed on
// another thread joins that thread's list.
namespace {
constexpr unsigned kMinClass = 6, kMaxClass = 20; // 64 B .. 1 MiB
constexpr unsigned kKeptPerClass = 64;
constexpr size_t kHeader = 16; // keeps 16-byte alignment

struct TileBufferPool {
  struct FreeList {
    std::array<void *, kKeptPerClass> blocks;
    unsigned count = 0;
  };
  std::array<FreeList, kMaxClass + 1> lists;
  ~TileBufferPool() {
    for (FreeList &list : lists)
      for (unsigned i = 0; i < list.count; ++i)
        std::free(list.blocks[i]);
  }
};
thread_local TileBufferPool pool;
} // namespace

extern "C" void *_mlir_memref_to_llvm_alloc(size_t bytes) {
  unsigned sizeClass =
      bytes <= (size_t(1) << kMinClass)
          ? kMinClass
          : unsigned(64 - __builtin_clzll(uint64_t(bytes) - 1));
  void *block;
  if (sizeClass <= kMaxClass && pool.lists[sizeClass].count) {
    TileBufferPool::FreeList &list = pool.lists[sizeClass];
    block = list.blocks[--list.count];
  } else {
    size_t payload = sizeClass <= kMaxClass ? size_t(1) << sizeClass : bytes;
    block = std::malloc(kHeader + payload);
    if (!block)
      return nullptr;
  }
  *static_cast<unsigned *>(block) = sizeClass;
  return static_cast<uint8_t *>(block) + kHeader;
}

extern "C" void _mlir_memref_to_llvm_free(void *payload) {
  if (!payload)
    return;
  void *block = static_cast<uint8_t *>(payload) - kHeader;
  unsigned sizeClass = *static_cast<unsigned *>(block);
  if (sizeClass > kMaxClass || pool.lists[sizeClass].count == kKeptPerClass)
    return std::free(block);
  TileBufferPool::FreeList &list = pool.lists[sizeClass];
  list.blocks[list.count++] = block;
}

llvm::orc::SymbolMap
cpu::getHelperSymbols(llvm::orc::MangleAndInterner interner) {
  llvm::orc::SymbolMap map;
  auto add = [&](const char *name, auto *fn) {
    map[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(fn),
                           llvm::JITSymbolFlags::Exported};
  };
  add(kCpuTiledLoadFn, &tileir_cpu_tiled_load);
  add(kCpuTiledStoreFn, &tileir_cpu_tiled_store);
  add(kCpuGatherLoadFn, &tileir_cpu_gather_load);
  add(kCpuScatterStoreFn, &tileir_cpu_scatter_store);
  add(kCpuAtomicRedFn, &tileir_cpu_atomic_red);
  add(kCpuAtomicRmwFn, &tileir_cpu_atomic_rmw);
  add(kCpuAtomicCasFn, &tileir_cpu_atomic_cas);
  add(kCpuLoadPtrFn, &tileir_cpu_load_ptr);
  add(kCpuStorePtrFn, &tileir_cpu_store_ptr);
  add(kCpuFailFn, &tileir_cpu_fail);
  add(kCpuConvertFn, &tileir_cpu_convert);
  add(kCpuConvertTileFn, &tileir_cpu_convert_tile);
  add(kCpuDirectedFn, &tileir_cpu_directed);
  add(kCpuF64ToF16Fn, &tileir_cpu_f64_to_f16);
  add(kCpuF64ToBF16Fn, &tileir_cpu_f64_to_bf16);
  add(kCpuViewInMemoryFn, &tileir_cpu_view_in_memory);
  add(kCpuExpF32Fn, &tileir_cpu_exp_f32);
  add(kCpuPrefetchFn, &tileir_cpu_prefetch);
  add(kCpuSliceFailFn, &tileir_cpu_slice_fail);
  add(kCpuPrintFn, &tileir_cpu_print);
  add(kCpuGlobalFn, &tileir_cpu_global);
  add(kCpuAssertFn, &tileir_cpu_assert);
  add("_mlir_memref_to_llvm_alloc", &_mlir_memref_to_llvm_alloc);
  add("_mlir_memref_to_llvm_free", &_mlir_memref_to_llvm_free);
  // MLIR's own runtime function for copies between strided buffers.
  add("memrefCopy", &memrefCopy);
  return map;
}
