//===- CudaTileToTileAA.h - cuda_tile to nv_tileaa lowering -----*- C++ -*-===//
//
// Entry points of ConvertCudaTileToTileAA: the type converter, the three
// pattern groups (populated in the fixed order A, B, C) and the eight
// singleton adders that other passes install into private pattern sets.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_CONVERSION_CUDATILETOTILEAA_CUDATILETOTILEAA_H
#define TILEIR_CONVERSION_CUDATILETOTILEAA_CUDATILETOTILEAA_H

#include "mlir/Pass/Pass.h"
#include "mlir/Transforms/DialectConversion.h"
#include <optional>

namespace mlir::tileir {

/// Tiles become builtin tensors (a rank-0 tile its scalar element), pointers
/// !llvm.ptr, tokens !nv_tileaa.mem_token, tensor views !nv_tileaa.memref and
/// tile views !nv_tileaa.tiled_view. Bridges are
/// builtin.unrealized_conversion_cast in both directions.
class CudaTileToTileAATypeConverter : public TypeConverter {
public:
  CudaTileToTileAATypeConverter();
};

/// True for types that are already nv_tileaa-level (no cuda_tile type
/// anywhere in them): what ub.poison must produce to be legal.
bool isLegalTileAAType(Type type);

/// "sm_90" -> 90 (an `a`/`f` feature suffix is accepted); nullopt if the
/// string is not a compute capability.
std::optional<unsigned> parseComputeCapability(llvm::StringRef text);

/// Arithmetic, comparison, conversion, indexing, control flow.
void populateComputeAndControlFlowConversions(const TypeConverter &converter,
                                              RewritePatternSet &patterns);
/// Memory, pointer, token, view, partition.
void populateMemoryAndViewConversions(const TypeConverter &converter,
                                      RewritePatternSet &patterns);
/// mmaf, mmai, reduce, scan and the transcendentals.
void populateMmaReduceScanConversions(const TypeConverter &converter,
                                      RewritePatternSet &patterns);

/// The singleton adders: each installs exactly one pattern.
void addTruncIOpConversion(const TypeConverter &, RewritePatternSet &);
void addRsqrtOpConversion(const TypeConverter &, RewritePatternSet &);
void addMaxIOpConversion(const TypeConverter &, RewritePatternSet &);
void addIToFOpConversion(const TypeConverter &, RewritePatternSet &);
void addGlobalOpConversion(const TypeConverter &, RewritePatternSet &);
void addFmaOpConversion(const TypeConverter &, RewritePatternSet &);
void addConstantOpConversion(const TypeConverter &, RewritePatternSet &);
void addAssumeOpConversion(const TypeConverter &, RewritePatternSet &);

/// All of the above: A, B, C in order, then the eight singletons.
void populateCudaTileToTileAAConversionPatterns(const TypeConverter &converter,
                                                RewritePatternSet &patterns);

/// Marks arith, nv_tileaa, func, gpu, scf and math legal, cuda_tile illegal
/// and ub.poison legal once its result type is nv_tileaa-level.
void configureCudaTileToTileAATarget(ConversionTarget &target);

#define GEN_PASS_DECL
#include "tileir/Conversion/CudaTileToTileAA/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tileir/Conversion/CudaTileToTileAA/Passes.h.inc"

} // namespace mlir::tileir

#endif // TILEIR_CONVERSION_CUDATILETOTILEAA_CUDATILETOTILEAA_H
