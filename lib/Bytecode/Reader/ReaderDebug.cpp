//===- ReaderDebug.cpp - Decode the debug section into locations (§10) ----===//
//
// Every debug attribute becomes its cuda_tile DI attribute (di_loc keeps
// its scope) or builtin location (call sites, unknown), so the writer can
// rebuild the section exactly.
//
//===----------------------------------------------------------------------===//

#include "ReaderImpl.h"

#include <limits>

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
  FailureOr<Attribute> attr = decodeDebugAttr(index, 0);
  if (failed(attr))
    return failure();
  // A scope is no location of its own; NVIDIA's reader reads it as unknown.
  if (auto loc = llvm::dyn_cast<LocationAttr>(*attr))
    return Location(loc);
  return Location(UnknownLoc::get(context));
}

FailureOr<Attribute> Reader::decodeDebugAttr(uint64_t index, unsigned depth) {
  if (Attribute cached = debugCache[index - 1])
    return cached;
  size_t entryOffset = debugAttrs.offsets[index - 1];
  if (depth > kMaxLocationDepth)
    return fail(entryOffset, "debug attributes nested too deeply");
  Cursor cursor(*this, debugAttrs.entries[index - 1], entryOffset);
  uint64_t tag;
  if (failed(cursor.readVarInt(tag, "debug attribute tag")))
    return failure();

  // A reference to another debug attribute, decoded and checked to be `T`
  // (index 0 is an unknown location).
  auto readRef = [&](auto &result, llvm::StringRef what) -> LogicalResult {
    using T = std::decay_t<decltype(result)>;
    size_t offset = cursor.offset();
    uint64_t ref;
    if (failed(cursor.readVarInt(ref, what)))
      return failure();
    if (ref > debugAttrs.entries.size())
      return fail(offset, "debug attribute index " + llvm::Twine(ref) +
                              " out of range (" +
                              llvm::Twine(debugAttrs.entries.size()) +
                              " debug attributes)");
    Attribute attr = UnknownLoc::get(context);
    if (ref != 0) {
      FailureOr<Attribute> decoded = decodeDebugAttr(ref, depth + 1);
      if (failed(decoded))
        return failure();
      attr = *decoded;
    }
    result = llvm::dyn_cast<T>(attr);
    if (!result)
      return fail(offset, "invalid " + what + ": debug attribute " +
                              llvm::Twine(ref) + " has the wrong kind");
    return success();
  };
  auto readUInt = [&](unsigned &value, const llvm::Twine &what) {
    uint64_t raw;
    if (failed(cursor.readVarInt(raw, what)))
      return failure();
    if (raw > std::numeric_limits<unsigned>::max())
      return fail(cursor.offset(), what + " out of range");
    value = unsigned(raw);
    return success();
  };
  auto readStr = [&](StringAttr &value, const llvm::Twine &what) {
    llvm::StringRef str;
    if (failed(readStringRef(cursor, str, what)))
      return failure();
    value = StringAttr::get(context, str);
    return success();
  };
  // Builds through the attribute's verifier, which becomes the error.
  auto build = [&](llvm::StringRef what, auto &&get) -> FailureOr<Attribute> {
    return checked<Attribute>(entryOffset, what, get);
  };

  FailureOr<Attribute> result = Attribute(UnknownLoc::get(context));
  switch (DebugTag(tag)) {
  case DebugTag::File: {
    StringAttr name, directory;
    if (failed(readStr(name, "di_file name")) ||
        failed(readStr(directory, "di_file directory")))
      return failure();
    result = Attribute(cuda_tile::DIFileAttr::get(context, name, directory));
    break;
  }
  case DebugTag::CompileUnit: {
    cuda_tile::DIFileAttr file;
    if (failed(readRef(file, "di_compile_unit file")))
      return failure();
    result = Attribute(cuda_tile::DICompileUnitAttr::get(context, file));
    break;
  }
  case DebugTag::LexicalBlock: {
    Attribute scope;
    cuda_tile::DIFileAttr file;
    unsigned line, column;
    if (failed(readRef(scope, "di_lexical_block scope")) ||
        failed(readRef(file, "di_lexical_block file")) ||
        failed(readUInt(line, "di_lexical_block line")) ||
        failed(readUInt(column, "di_lexical_block column")))
      return failure();
    result = build("di_lexical_block", [&]() -> Attribute {
      return cuda_tile::DILexicalBlockAttr::getChecked(
          [&] { return emitError(fileLoc); }, context, scope, file, line,
          column);
    });
    break;
  }
  case DebugTag::Subprogram: {
    cuda_tile::DIFileAttr file;
    cuda_tile::DICompileUnitAttr unit;
    StringAttr name, linkageName;
    unsigned line, scopeLine;
    if (failed(readRef(file, "di_subprogram file")) ||
        failed(readUInt(line, "di_subprogram line")) ||
        failed(readStr(name, "di_subprogram name")) ||
        failed(readStr(linkageName, "di_subprogram linkage name")) ||
        failed(readRef(unit, "di_subprogram compile unit")) ||
        failed(readUInt(scopeLine, "di_subprogram scope line")))
      return failure();
    // 13.5 appends a flags word (docs/design/bytecode-format.md §10.2).
    // Its bits only describe the debug record (no case of it changes what
    // the program does) and our di_subprogram has no field for them, so
    // they are read and dropped; we write 0.
    if (version >= TileIRVersion::V13_5) {
      uint64_t flags;
      if (failed(cursor.readVarInt(flags, "di_subprogram flags")))
        return failure();
    }
    result = Attribute(cuda_tile::DISubprogramAttr::get(
        context, file, line, name, linkageName, unit, scopeLine));
    break;
  }
  case DebugTag::Loc: {
    Attribute scope;
    StringAttr file;
    unsigned line, column;
    if (failed(readRef(scope, "di_loc scope")) ||
        failed(readStr(file, "di_loc file name")) ||
        failed(readUInt(line, "di_loc line")) ||
        failed(readUInt(column, "di_loc column")))
      return failure();
    auto source = FileLineColLoc::get(file, line, column);
    // Without a scope the position is all there is to keep.
    if (llvm::isa<UnknownLoc>(scope)) {
      result = Attribute(source);
      break;
    }
    result = build("di_loc", [&]() -> Attribute {
      return cuda_tile::DILocAttr::getChecked(
          [&] { return emitError(fileLoc); }, context, source, scope);
    });
    break;
  }
  case DebugTag::CallSite: {
    LocationAttr callee, caller;
    if (failed(readRef(callee, "call site callee")) ||
        failed(readRef(caller, "call site caller")))
      return failure();
    result = Attribute(CallSiteLoc::get(callee, caller));
    break;
  }
  default:
    // NVIDIA's reader reads unknown tags as unknown locations.
    break;
  }
  if (failed(result))
    return failure();
  debugCache[index - 1] = *result;
  return *result;
}
