//===- ReaderDebug.cpp - Decode the debug section into locations (§10) ----===//
//
// The dialect has no DI attributes, so debug info maps onto MLIR's builtin
// locations: `di_loc` becomes file:line:col and a call site becomes
// callsite(callee at caller). Scopes (subprogram, compile unit, file) only
// serve to build those and are not kept.
//
//===----------------------------------------------------------------------===//

#include "ReaderImpl.h"

using namespace mlir;
using namespace mlir::tileir::bytecode;
using namespace mlir::tileir::bytecode::detail;

static constexpr unsigned kMaxLocationDepth = 64;

LogicalResult Reader::readDebugSection() {
  SectionData &section = sections[unsigned(Section::Debug)];
  if (!section.present)
    return success();
  Cursor cursor(*this, section.payload, section.offset);
  uint64_t numSlots, numIndices;
  if (failed(cursor.readCount(numSlots, 4, "debug slot count")))
    return failure();
  llvm::SmallVector<uint64_t> firsts;
  size_t firstsOffset = 0;
  // Writers pad even empty lists, and more data follows here (unlike the
  // end of a §5 table), so the padding is always skipped.
  {
    if (failed(cursor.alignTo(4, "debug slot table")))
      return failure();
    firstsOffset = cursor.offset();
    for (uint64_t i = 0; i < numSlots; ++i) {
      uint32_t first;
      if (failed(cursor.readU32(first, "debug slot start")))
        return failure();
      firsts.push_back(first);
    }
  }
  if (failed(cursor.readCount(numIndices, 8, "debug index count")))
    return failure();
  llvm::SmallVector<uint64_t> indices;
  {
    if (failed(cursor.alignTo(8, "debug index table")))
      return failure();
    debugIndexOffset = cursor.offset();
    for (uint64_t i = 0; i < numIndices; ++i) {
      uint64_t index;
      if (failed(cursor.readU64(index, "debug index")))
        return failure();
      indices.push_back(index);
    }
  }
  for (uint64_t k = 0; k < numSlots; ++k) {
    uint64_t begin = firsts[k];
    uint64_t end = k + 1 < numSlots ? firsts[k + 1] : numIndices;
    if (begin > end || end > numIndices)
      return fail(firstsOffset + 4 * k,
                  "debug slot " + llvm::Twine(k) + " starts at index " +
                      llvm::Twine(begin) + ", outside the " +
                      llvm::Twine(numIndices) + " debug indices");
    debugSlots.emplace_back(indices.begin() + begin, indices.begin() + end);
  }
  // The attribute table is the rest of the payload; its padding stays
  // relative to the payload start, so the same cursor continues.
  if (failed(readTable(cursor, 4, debugAttrs, "debug attribute")))
    return failure();
  debugCache.resize(debugAttrs.entries.size());
  return success();
}

FailureOr<Location> Reader::getDebugLocation(uint64_t index, size_t offset) {
  if (index == 0)
    return Location(UnknownLoc::get(context));
  if (index > debugAttrs.entries.size())
    return fail(offset, "debug attribute index " + llvm::Twine(index) +
                            " out of range (" +
                            llvm::Twine(debugAttrs.entries.size()) +
                            " debug attributes)");
  return decodeDebugLocation(index, 0);
}

FailureOr<Location> Reader::decodeDebugLocation(uint64_t index,
                                                unsigned depth) {
  if (std::optional<Location> cached = debugCache[index - 1])
    return *cached;
  size_t entryOffset = debugAttrs.offsets[index - 1];
  if (depth > kMaxLocationDepth)
    return fail(entryOffset, "debug locations nested too deeply");
  Cursor cursor(*this, debugAttrs.entries[index - 1], entryOffset);
  uint64_t tag;
  if (failed(cursor.readVarInt(tag, "debug attribute tag")))
    return failure();
  auto readRef = [&](uint64_t &ref, llvm::StringRef what) -> LogicalResult {
    size_t offset = cursor.offset();
    if (failed(cursor.readVarInt(ref, what)))
      return failure();
    if (ref > debugAttrs.entries.size())
      return fail(offset, "debug attribute index " + llvm::Twine(ref) +
                              " out of range (" +
                              llvm::Twine(debugAttrs.entries.size()) +
                              " debug attributes)");
    return success();
  };
  Location loc = UnknownLoc::get(context);
  switch (DebugTag(tag)) {
  case DebugTag::Loc: {
    uint64_t scope, line, column;
    llvm::StringRef file;
    if (failed(readRef(scope, "di_loc scope")) ||
        failed(readStringRef(cursor, file, "di_loc file name")) ||
        failed(cursor.readVarInt(line, "di_loc line")) ||
        failed(cursor.readVarInt(column, "di_loc column")))
      return failure();
    loc = FileLineColLoc::get(context, file, unsigned(line), unsigned(column));
    break;
  }
  case DebugTag::CallSite: {
    uint64_t callee, caller;
    if (failed(readRef(callee, "call site callee")) ||
        failed(readRef(caller, "call site caller")))
      return failure();
    auto resolve = [&](uint64_t ref) -> FailureOr<Location> {
      if (ref == 0)
        return Location(UnknownLoc::get(context));
      return decodeDebugLocation(ref, depth + 1);
    };
    FailureOr<Location> calleeLoc = resolve(callee);
    if (failed(calleeLoc))
      return failure();
    FailureOr<Location> callerLoc = resolve(caller);
    if (failed(callerLoc))
      return failure();
    loc = CallSiteLoc::get(*calleeLoc, *callerLoc);
    break;
  }
  default:
    // Scopes and unknown tags are not locations of their own.
    break;
  }
  debugCache[index - 1] = loc;
  return loc;
}
