//===- WriterHints.cpp - Optimization hints in cuTile's order (§13.2) -----===//
//
// A hints attribute holds sorted dictionaries, but cuTile Python writes
// targets and hints in the order its compiler options produce them. To
// re-encode its files byte for byte the writer rebuilds that order:
//
// * targets: cuTile walks its options (num_ctas, occupancy, opt_level,
//   num_worker_warps); each option adds its per-target keys, then touches
//   `default`. So a target first seen through num_cta_in_cga precedes
//   `default`, one seen through occupancy follows it, one with no hint
//   (opt_level only) follows those, then num_worker_warps_per_cta targets;
// * hints inside a target: cuTile's field order (entry: num_cta_in_cga,
//   occupancy, num_worker_warps_per_cta; loads/stores: allow_tma, latency);
// * integer hints are i32 (the text form prints them without a type, so a
//   parsed hint is i64).
//
//===----------------------------------------------------------------------===//

#include "WriterImpl.h"

#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::tileir::bytecode;
using namespace mlir::tileir::bytecode::detail;

/// Position of a hint name in cuTile's field order; unknown names last.
static unsigned getHintRank(llvm::StringRef name) {
  return llvm::StringSwitch<unsigned>(name)
      .Case("num_cta_in_cga", 0)
      .Case("occupancy", 1)
      .Case("num_worker_warps_per_cta", 2)
      .Case("allow_tma", 3)
      .Case("latency", 4)
      .Default(5);
}

/// Position of a target in cuTile's option walk (see the file comment).
static unsigned getTargetRank(llvm::StringRef target, DictionaryAttr hints) {
  if (target == "default")
    return 1;
  if (hints.contains("num_cta_in_cga"))
    return 0;
  if (hints.contains("occupancy"))
    return 2;
  if (hints.empty())
    return 3;
  return 4;
}

/// Integer hints are i32 in cuTile's files (and NVIDIA's hint registry).
static Attribute asHintValue(Attribute value) {
  auto intAttr = llvm::dyn_cast<IntegerAttr>(value);
  if (!intAttr || llvm::isa<BoolAttr>(value) || intAttr.getType().isInteger(32))
    return value;
  auto intType = llvm::dyn_cast<IntegerType>(intAttr.getType());
  if (!intType || intType.getWidth() == 1 ||
      !llvm::isInt<32>(intAttr.getValue().getSExtValue()))
    return value;
  return IntegerAttr::get(IntegerType::get(value.getContext(), 32),
                          intAttr.getValue().getSExtValue());
}

LogicalResult Writer::writeHintsPayload(ByteBuffer &out,
                                        OptimizationHintsAttr hints,
                                        Location user) {
  llvm::SmallVector<NamedAttribute> targets(hints.getValue().begin(),
                                            hints.getValue().end());
  auto dictOf = [](const NamedAttribute &entry) {
    auto dict = llvm::dyn_cast<DictionaryAttr>(entry.getValue());
    return dict ? dict : DictionaryAttr::get(entry.getValue().getContext());
  };
  llvm::stable_sort(targets,
                    [&](const NamedAttribute &a, const NamedAttribute &b) {
                      return getTargetRank(a.getName(), dictOf(a)) <
                             getTargetRank(b.getName(), dictOf(b));
                    });
  out.uv(targets.size());
  for (const NamedAttribute &target : targets) {
    out.uv(getString(target.getName().getValue()));
    auto dict = llvm::dyn_cast<DictionaryAttr>(target.getValue());
    if (!dict) {
      if (failed(writeSelfContainedAttr(out, target.getValue(), user)))
        return failure();
      continue;
    }
    llvm::SmallVector<NamedAttribute> entries(dict.begin(), dict.end());
    llvm::stable_sort(
        entries, [](const NamedAttribute &a, const NamedAttribute &b) {
          return getHintRank(a.getName()) < getHintRank(b.getName());
        });
    out.uv(uint64_t(AttrTag::Dictionary));
    out.uv(entries.size());
    for (const NamedAttribute &entry : entries) {
      out.uv(getString(entry.getName().getValue()));
      if (failed(
              writeSelfContainedAttr(out, asHintValue(entry.getValue()), user)))
        return failure();
    }
  }
  return success();
}
