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
/// Reports on `op` unless `numThreads` is a CTA size the layouts support (a
/// power of two from 32 to 1024).
LogicalResult verifyNumThreads(Operation *op, unsigned numThreads);

/// The attribute of an nv_tileaa.func that holds how many warps its CTAs
/// have (an i32 power of two from 1 to 32). tileas-assign-warps chooses it;
/// the layout passes and the lowering to LLVM read it.
inline constexpr llvm::StringLiteral kNumWarpsAttrName = "nv_tileas.num_warps";
/// Threads per CTA of the kernel that is or holds `op`: 32 times its
/// nv_tileas.num_warps where that is set, else `defaultThreads`.
unsigned getKernelThreads(Operation *op, unsigned defaultThreads);
} // namespace mlir::nv_tileas

#define GET_OP_CLASSES
#include "tileir/Dialect/TileAS/IR/TileASOps.h.inc"

#endif // TILEIR_DIALECT_TILEAS_IR_TILEAS_H
