//===- EnumAttrs.cpp - Enum attributes <-> bytecode values ----------------===//
//
// The dialect models some enums as EnumAttr (dialect attributes) and some as
// specialized IntegerAttrs; the bytecode only sees the integer value. These
// helpers hide the difference from the generic op encoder.
//
//===----------------------------------------------------------------------===//

#include "tileir/Bytecode/Encoding.h"
#include "tileir/Dialect/CudaTile/IR/CudaTile.h"
#ifdef TILEIR_ENABLE_TESTING
#include "tileir/Dialect/CudaTile/Testing/CudaTileTesting.h"
#endif

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::tileir::bytecode;

Attribute mlir::tileir::bytecode::makeEnumAttr(MLIRContext *ctx, EnumKind kind,
                                               uint64_t value) {
  if (value > UINT32_MAX)
    return {};
  uint32_t v = uint32_t(value);
#define CASE(KIND, ATTR)                                                       \
  case EnumKind::KIND:                                                         \
    if (auto e = symbolize##KIND(v))                                           \
      return ATTR::get(ctx, *e);                                               \
    return {};
  switch (kind) {
    CASE(RoundingMode, RoundingModeAttr)
    CASE(Signedness, SignednessAttr)
    CASE(ComparisonPredicate, ComparisonPredicateAttr)
    CASE(ComparisonOrdering, ComparisonOrderingAttr)
    CASE(IntegerOverflow, IntegerOverflowAttr)
    CASE(MemoryOrdering, MemoryOrderingAttr)
    CASE(MemoryScope, MemoryScopeAttr)
    CASE(AtomicRMWMode, AtomicRMWModeAttr)
    CASE(PaddingValue, PaddingValueAttr)
    CASE(SymbolVisibility, SymbolVisibilityAttr)
  case EnumKind::BytecodeTestPriority:
#ifdef TILEIR_ENABLE_TESTING
    if (auto e = symbolizeBytecodeTestPriority(v))
      return BytecodeTestPriorityAttr::get(ctx, *e);
#endif
    return {};
  }
#undef CASE
  return {};
}

std::optional<uint64_t> mlir::tileir::bytecode::getEnumValue(EnumKind kind,
                                                             Attribute attr) {
  if (!attr)
    return std::nullopt;
#define CASE(KIND, ATTR)                                                       \
  case EnumKind::KIND:                                                         \
    if (auto a = llvm::dyn_cast<ATTR>(attr))                                   \
      return uint64_t(a.getValue());                                           \
    return std::nullopt;
  switch (kind) {
    CASE(RoundingMode, RoundingModeAttr)
    CASE(Signedness, SignednessAttr)
    CASE(ComparisonPredicate, ComparisonPredicateAttr)
    CASE(ComparisonOrdering, ComparisonOrderingAttr)
    CASE(IntegerOverflow, IntegerOverflowAttr)
    CASE(PaddingValue, PaddingValueAttr)
    CASE(SymbolVisibility, SymbolVisibilityAttr)
#ifdef TILEIR_ENABLE_TESTING
    CASE(BytecodeTestPriority, BytecodeTestPriorityAttr)
#else
  case EnumKind::BytecodeTestPriority:
    return std::nullopt;
#endif
  // The specialized IntegerAttr enums store the value as the integer.
  case EnumKind::MemoryOrdering:
  case EnumKind::MemoryScope:
  case EnumKind::AtomicRMWMode:
    if (auto a = llvm::dyn_cast<IntegerAttr>(attr))
      return a.getValue().getZExtValue();
    return std::nullopt;
  }
#undef CASE
  return std::nullopt;
}

std::string mlir::tileir::bytecode::getEnumCaseName(EnumKind kind,
                                                    uint64_t value) {
  uint32_t v = uint32_t(value);
#define CASE(KIND)                                                             \
  case EnumKind::KIND:                                                         \
    if (auto e = symbolize##KIND(v))                                           \
      return stringify##KIND(*e).str();                                        \
    break;
  switch (kind) {
    CASE(RoundingMode)
    CASE(Signedness)
    CASE(ComparisonPredicate)
    CASE(ComparisonOrdering)
    CASE(IntegerOverflow)
    CASE(MemoryOrdering)
    CASE(MemoryScope)
    CASE(AtomicRMWMode)
    CASE(PaddingValue)
    CASE(SymbolVisibility)
#ifdef TILEIR_ENABLE_TESTING
    CASE(BytecodeTestPriority)
#else
  case EnumKind::BytecodeTestPriority:
    break;
#endif
  }
#undef CASE
  return std::to_string(value);
}

TileIRVersion mlir::tileir::bytecode::getEnumCaseVersion(EnumKind kind,
                                                         uint64_t value) {
  // The test enum gained `high` (2) in 250.1; every case of the public
  // enums is as old as the field that holds it.
  if (kind == EnumKind::BytecodeTestPriority)
    return value >= 2 ? TileIRVersion::V250_1 : TileIRVersion::V250_0;
  return TileIRVersion::V13_1;
}
