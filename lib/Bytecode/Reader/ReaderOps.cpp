//===- ReaderOps.cpp - Build globals, functions and operations (§9-§12) ---===//
//
// Ops are decoded generically from the layout table in Encoding.h and built
// through OperationState, so the reader needs no per-op code. The decoded
// module is verified op by op afterwards so that an invalid op is reported
// at the byte where it starts.
//
//===----------------------------------------------------------------------===//

#include "ReaderImpl.h"

#include "mlir/IR/Verifier.h"
#include "llvm/Support/Format.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::tileir::bytecode;
using namespace mlir::tileir::bytecode::detail;

/// Regions nest; hostile input must not exhaust the stack.
static constexpr unsigned kMaxRegionDepth = 128;

static std::string hex(uint64_t value) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << llvm::format_hex(value, 4);
  return s;
}

namespace mlir::tileir::bytecode::detail {
/// Decodes the ops of one function body.
class OpDecoder {
public:
  OpDecoder(Reader &reader, llvm::ArrayRef<uint64_t> debugSlot)
      : reader(reader), debugSlot(debugSlot) {}

  /// The next location of the function's debug slot (§10.1).
  FailureOr<Location> nextLocation(size_t offset) {
    if (nextDebug >= debugSlot.size()) {
      ++nextDebug;
      return Location(UnknownLoc::get(reader.getContext()));
    }
    return reader.getDebugLocation(debugSlot[nextDebug++], offset);
  }

  LogicalResult readOps(Cursor &cursor, Block *block, uint64_t count,
                        bool untilEnd, unsigned depth);
  llvm::SmallVector<Value> values;

private:
  LogicalResult readOp(Cursor &cursor, Block *block, unsigned depth);
  LogicalResult readValue(Cursor &cursor, Value &value);
  LogicalResult readRegion(Cursor &cursor, Region &region, unsigned depth);

  Reader &reader;
  llvm::ArrayRef<uint64_t> debugSlot;
  size_t nextDebug = 0;
};
} // namespace mlir::tileir::bytecode::detail

LogicalResult OpDecoder::readValue(Cursor &cursor, Value &value) {
  size_t offset = cursor.offset();
  uint64_t index;
  if (failed(cursor.readVarInt(index, "operand")))
    return failure();
  if (index >= values.size())
    return reader.fail(offset,
                       "value index " + llvm::Twine(index) + " out of range (" +
                           llvm::Twine(values.size()) + " values defined)");
  value = values[index];
  return success();
}

LogicalResult OpDecoder::readOps(Cursor &cursor, Block *block, uint64_t count,
                                 bool untilEnd, unsigned depth) {
  for (uint64_t i = 0; untilEnd ? !cursor.atEnd() : i < count; ++i)
    if (failed(readOp(cursor, block, depth)))
      return failure();
  return success();
}

LogicalResult OpDecoder::readRegion(Cursor &cursor, Region &region,
                                    unsigned depth) {
  size_t offset = cursor.offset();
  if (depth > kMaxRegionDepth)
    return reader.fail(offset, "regions nested too deeply");
  uint64_t numBlocks;
  if (failed(cursor.readCount(numBlocks, 2, "block count")))
    return failure();
  if (numBlocks > 1)
    return reader.fail(offset, "regions may hold at most one block, got " +
                                   llvm::Twine(numBlocks));
  for (uint64_t b = 0; b < numBlocks; ++b) {
    Block *block = new Block();
    region.push_back(block);
    size_t scope = values.size();
    uint64_t numArgs;
    if (failed(cursor.readCount(numArgs, 1, "block argument count")))
      return failure();
    for (uint64_t i = 0; i < numArgs; ++i) {
      Type type;
      if (failed(reader.readTypeRef(cursor, type, "block argument type")))
        return failure();
      values.push_back(
          block->addArgument(type, UnknownLoc::get(reader.getContext())));
    }
    uint64_t numOps;
    if (failed(cursor.readCount(numOps, 1, "operation count")) ||
        failed(readOps(cursor, block, numOps, /*untilEnd=*/false, depth)))
      return failure();
    // Values defined in a block are invisible after it (§12.6).
    values.truncate(scope);
  }
  return success();
}

LogicalResult OpDecoder::readOp(Cursor &cursor, Block *block, unsigned depth) {
  MLIRContext *ctx = reader.getContext();
  TileIRVersion version = reader.getVersion();
  size_t opOffset = cursor.offset();
  uint64_t opcode;
  if (failed(cursor.readVarInt(opcode, "opcode")))
    return failure();
  if (opcode > getMaxOpcode(version))
    return reader.fail(opOffset, "opcode " + hex(opcode) +
                                     " is not valid in bytecode version " +
                                     toString(version));
  const OpLayout *layout = lookupOpLayout(opcode, version);
  if (!layout)
    return reader.fail(opOffset, "unknown opcode " + hex(opcode));
  if (layout->topLevel)
    return reader.fail(opOffset, "operation '" + llvm::Twine(layout->name) +
                                     "' (opcode " + hex(opcode) +
                                     ") cannot appear inside a function body");
  FailureOr<Location> loc = nextLocation(opOffset);
  if (failed(loc))
    return failure();

  // The testing$ ops exist only where their extension is registered; their
  // attributes cannot even be built elsewhere.
  std::string opName = "cuda_tile." + std::string(layout->name);
  if (!RegisteredOperationName::lookup(opName, ctx))
    return reader.fail(opOffset, "operation '" + opName +
                                     "' is not registered in this tool");
  OperationState state(*loc, opName);
  Builder b(ctx);
  uint64_t flags = 0;
  llvm::SmallVector<int32_t> segments;
  auto flagSet = [&](const Field &f) {
    return f.flagBit < 0 || ((flags >> f.flagBit) & 1);
  };
  auto readTypes = [&](uint64_t count) -> LogicalResult {
    for (uint64_t i = 0; i < count; ++i) {
      Type type;
      if (failed(reader.readTypeRef(cursor, type, "result type")))
        return failure();
      state.types.push_back(type);
    }
    return success();
  };

  struct InboundsArray {
    size_t offset;
    uint64_t count;
    unsigned group;
  };
  std::optional<InboundsArray> inbounds;
  for (const Field &field : layout->fields) {
    // Fields newer than the file are absent; the op's defaults apply.
    if (field.since > version) {
      if (field.kind == FieldKind::OptOperand)
        segments.push_back(0);
      continue;
    }
    if (!flagSet(field)) {
      if (field.kind == FieldKind::OptOperand)
        segments.push_back(0);
      continue;
    }
    size_t fieldOffset = cursor.offset();
    llvm::StringRef attrName = field.name ? field.name : "";
    switch (field.kind) {
    case FieldKind::Results:
      if (failed(readTypes(field.count)))
        return failure();
      break;
    case FieldKind::VarResults: {
      uint64_t count;
      if (failed(cursor.readCount(count, 1, "result count")) ||
          failed(readTypes(count)))
        return failure();
      break;
    }
    case FieldKind::Flags:
      if (failed(cursor.readVarInt(flags, "flags")))
        return failure();
      break;
    case FieldKind::Enum: {
      uint64_t value;
      if (failed(cursor.readVarInt(value, attrName)))
        return failure();
      Attribute attr = makeEnumAttr(ctx, field.enumKind, value);
      if (!attr || getEnumCaseVersion(field.enumKind, value) > version)
        return reader.fail(fieldOffset, "invalid value " + llvm::Twine(value) +
                                            " for attribute '" + attrName +
                                            "' of '" + layout->name + "'");
      state.addAttribute(attrName, attr);
      break;
    }
    case FieldKind::Int: {
      uint64_t value;
      if (failed(cursor.readVarInt(value, attrName)))
        return failure();
      if (field.count == 32 && value > UINT32_MAX)
        return reader.fail(fieldOffset, "value of attribute '" + attrName +
                                            "' does not fit in 32 bits");
      state.addAttribute(
          attrName,
          b.getIntegerAttr(b.getIntegerType(field.count), int64_t(value)));
      break;
    }
    case FieldKind::Bool: {
      uint8_t value;
      if (failed(cursor.readByte(value, attrName)))
        return failure();
      if (value > 1)
        return reader.fail(
            fieldOffset, "invalid bool value " + llvm::Twine(unsigned(value)) +
                             " for attribute '" + attrName + "'");
      state.addAttribute(attrName, b.getBoolAttr(value));
      break;
    }
    case FieldKind::Str:
    case FieldKind::SymRef: {
      llvm::StringRef str;
      if (failed(reader.readStringRef(cursor, str,
                                      "attribute '" + attrName + "'")))
        return failure();
      if (field.kind == FieldKind::Str)
        state.addAttribute(attrName, b.getStringAttr(str));
      else
        state.addAttribute(attrName, FlatSymbolRefAttr::get(ctx, str));
      break;
    }
    case FieldKind::I32Array: {
      llvm::SmallVector<int64_t> values;
      if (failed(cursor.readI32Array(values, attrName)))
        return failure();
      // NVIDIA's reader refuses the two extreme values (and says so in
      // words their suite checks); no valid array attribute holds them.
      for (int64_t value : values)
        if (value == INT32_MAX || value == INT32_MIN)
          return reader.fail(fieldOffset, "array contains unsupported value " +
                                              llvm::Twine(value) + " in '" +
                                              attrName + "' of '" +
                                              layout->name + "'");
      llvm::SmallVector<int32_t> narrow(values.begin(), values.end());
      state.addAttribute(attrName, b.getDenseI32ArrayAttr(narrow));
      break;
    }
    case FieldKind::Const: {
      uint64_t index;
      if (failed(cursor.readVarInt(index, "constant index")))
        return failure();
      if (state.types.empty())
        return reader.fail(fieldOffset, "constant needs a result type");
      FailureOr<DenseElementsAttr> value =
          reader.getConstant(index, state.types.front(), fieldOffset);
      if (failed(value))
        return failure();
      state.addAttribute(attrName, *value);
      break;
    }
    case FieldKind::SelfAttr: {
      Attribute attr;
      if (failed(reader.readSelfContainedAttr(cursor, attr)))
        return failure();
      state.addAttribute(attrName, attr);
      break;
    }
    case FieldKind::AttrArray: {
      uint64_t count;
      if (failed(cursor.readCount(count, 1, attrName + " count")))
        return failure();
      llvm::SmallVector<Attribute> attrs;
      for (uint64_t i = 0; i < count; ++i) {
        Attribute attr;
        if (failed(reader.readSelfContainedAttr(cursor, attr)))
          return failure();
        attrs.push_back(attr);
      }
      state.addAttribute(attrName, b.getArrayAttr(attrs));
      break;
    }
    case FieldKind::Hints: {
      Attribute attr;
      if (failed(reader.readHintsPayload(cursor, attr, fieldOffset, 0)))
        return failure();
      state.addAttribute(attrName, attr);
      break;
    }
    case FieldKind::Unit:
      state.addAttribute(attrName, b.getUnitAttr());
      break;
    case FieldKind::Inbounds: {
      // An all-false array promises nothing: it reads back as no attribute,
      // the form older files and our text use for it.
      uint64_t count;
      if (failed(cursor.readCount(count, 1, "inbounds count")))
        return failure();
      inbounds = {fieldOffset, count, field.count};
      llvm::SmallVector<bool> values;
      for (uint64_t i = 0; i < count; ++i) {
        size_t byteOffset = cursor.offset();
        uint8_t value;
        if (failed(cursor.readByte(value, "inbounds")))
          return failure();
        if (value > 1)
          return reader.fail(
              byteOffset, "invalid bool value " + llvm::Twine(unsigned(value)) +
                              " in 'inbounds' of '" + layout->name + "'");
        values.push_back(value);
      }
      if (llvm::is_contained(values, true))
        state.addAttribute(attrName, b.getDenseBoolArrayAttr(values));
      break;
    }
    case FieldKind::Operand:
    case FieldKind::OptOperand: {
      Value value;
      if (failed(readValue(cursor, value)))
        return failure();
      state.operands.push_back(value);
      segments.push_back(1);
      break;
    }
    case FieldKind::VarOperand:
    case FieldKind::AllOperands: {
      uint64_t count;
      if (failed(cursor.readCount(count, 1, "operand count")))
        return failure();
      for (uint64_t i = 0; i < count; ++i) {
        Value value;
        if (failed(readValue(cursor, value)))
          return failure();
        state.operands.push_back(value);
      }
      segments.push_back(int32_t(count));
      break;
    }
    case FieldKind::Regions: {
      uint64_t count;
      if (failed(cursor.readVarInt(count, "region count")))
        return failure();
      if (count != field.count)
        return reader.fail(fieldOffset,
                           "'" + llvm::Twine(layout->name) + "' needs " +
                               llvm::Twine(field.count) + " regions, got " +
                               llvm::Twine(count));
      for (unsigned i = 0; i < field.count; ++i)
        if (failed(readRegion(cursor, *state.addRegion(), depth + 1)))
          return failure();
      break;
    }
    }
  }
  // One in-bounds promise per index: the operands come after the array,
  // so its length is checked once they are read.
  if (inbounds && (inbounds->group >= segments.size() ||
                   uint64_t(segments[inbounds->group]) != inbounds->count))
    return reader.fail(inbounds->offset,
                       "'inbounds' of '" + llvm::Twine(layout->name) +
                           "' has " + llvm::Twine(inbounds->count) +
                           " entries, expected one per index (" +
                           llvm::Twine(inbounds->group < segments.size()
                                           ? segments[inbounds->group]
                                           : 0) +
                           ")");
  // Flag bits that no field of this version claims are malformed.
  uint64_t knownBits = 0;
  for (const Field &field : layout->fields)
    if (field.flagBit >= 0 && field.since <= version)
      knownBits |= uint64_t(1) << field.flagBit;
  if (flags & ~knownBits)
    return reader.fail(opOffset, "unknown flag bits " +
                                     hex(flags & ~knownBits) + " for '" +
                                     layout->name + "'");
  if (layout->segments)
    state.addAttribute("operandSegmentSizes", b.getDenseI32ArrayAttr(segments));

  // A result the file version predates is re-created but has no value
  // number: later operands count without it.
  unsigned numNumbered = state.types.size();
  if (layout->lateResult && version < layout->lateResultSince)
    state.types.push_back(TokenType::get(ctx));

  Operation *op = Operation::create(state);
  block->push_back(op);
  reader.opOffsets[op] = opOffset;
  for (Value result : op->getResults().take_front(numNumbered))
    values.push_back(result);
  return success();
}

LogicalResult Reader::readGlobals(cuda_tile::ModuleOp module) {
  SectionData &section = sections[unsigned(Section::Global)];
  if (!section.present)
    return success();
  Cursor cursor(*this, section.payload, section.offset);
  uint64_t count;
  if (failed(cursor.readCount(count, 4, "global count")))
    return failure();
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBodyBlock());
  for (uint64_t i = 0; i < count; ++i) {
    size_t offset = cursor.offset();
    llvm::StringRef name;
    Type type;
    uint64_t valueIndex, alignment, visibility = 0, constant = 0;
    if (failed(readStringRef(cursor, name, "global name")) ||
        failed(readTypeRef(cursor, type, "global type")))
      return failure();
    size_t valueOffset = cursor.offset();
    if (failed(cursor.readVarInt(valueIndex, "global value")) ||
        failed(cursor.readVarInt(alignment, "global alignment")))
      return failure();
    if (version >= TileIRVersion::V13_3 &&
        (failed(cursor.readVarInt(visibility, "global visibility")) ||
         failed(cursor.readVarInt(constant, "global constant flag"))))
      return failure();
    FailureOr<DenseElementsAttr> value =
        getConstant(valueIndex, type, valueOffset);
    if (failed(value))
      return failure();
    Attribute visibilityAttr =
        makeEnumAttr(context, EnumKind::SymbolVisibility, visibility);
    if (!visibilityAttr || constant > 1)
      return fail(offset, "invalid visibility or constant flag of global '" +
                              name + "'");
    OperationState state(UnknownLoc::get(context),
                         GlobalOp::getOperationName());
    state.addAttribute("sym_name", builder.getStringAttr(name));
    state.addAttribute("value", *value);
    state.addAttribute("alignment", builder.getI64IntegerAttr(alignment));
    if (visibility)
      state.addAttribute("symbol_visibility", visibilityAttr);
    if (constant)
      state.addAttribute("constant", builder.getUnitAttr());
    Operation *op = builder.create(state);
    opOffsets[op] = offset;
  }
  return success();
}

LogicalResult Reader::readFunctions(cuda_tile::ModuleOp module) {
  SectionData &section = sections[unsigned(Section::Func)];
  Cursor cursor(*this, section.payload, section.offset);
  uint64_t count;
  if (failed(cursor.readCount(count, 5, "function count")))
    return failure();
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBodyBlock());
  for (uint64_t i = 0; i < count; ++i) {
    size_t offset = cursor.offset();
    llvm::StringRef name;
    Type signature;
    uint8_t flags;
    uint64_t slot, bodySize;
    if (failed(readStringRef(cursor, name, "function name")))
      return failure();
    size_t sigOffset = cursor.offset();
    if (failed(readTypeRef(cursor, signature, "function signature")))
      return failure();
    auto functionType = llvm::dyn_cast<FunctionType>(signature);
    if (!functionType)
      return fail(sigOffset, "function signature must be a function type");
    // The type table can spell a function type, but a kernel parameter of
    // one (or of anything not Tile IR) has no meaning in the format.
    for (auto [index, input] : llvm::enumerate(functionType.getInputs()))
      if (!llvm::isa<cuda_tile::CudaTileDialect>(input.getDialect()))
        return fail(sigOffset, "kernel parameter #" + llvm::Twine(index) +
                                   " of '" + name +
                                   "' is not of a Tile IR type");
    size_t flagsOffset = cursor.offset();
    if (failed(cursor.readByte(flags, "function flags")))
      return failure();
    if (!(flags & kFuncEntry) || (flags & ~(kFuncEntry | kFuncHasHints)))
      return fail(flagsOffset, "unsupported function flags " + hex(flags) +
                                   " (only entry functions are supported)");
    size_t slotOffset = cursor.offset();
    if (failed(cursor.readVarInt(slot, "debug slot")))
      return failure();
    if (slot > debugSlots.size())
      return fail(slotOffset, "debug slot " + llvm::Twine(slot) +
                                  " out of range (" +
                                  llvm::Twine(debugSlots.size()) + " slots)");
    Attribute hints;
    if (flags & kFuncHasHints) {
      size_t hintsOffset = cursor.offset();
      if (failed(readSelfContainedAttr(cursor, hints)))
        return failure();
      if (!llvm::isa<OptimizationHintsAttr>(hints))
        return fail(hintsOffset, "function hints must be an "
                                 "optimization_hints attribute");
    }
    // 13.5 adds the argument attributes: a count (0, or one per parameter)
    // of self-contained dictionaries (§11.1).
    SmallVector<Attribute> argAttrs;
    if (version >= TileIRVersion::V13_5) {
      size_t countOffset = cursor.offset();
      uint64_t numArgAttrs;
      if (failed(cursor.readVarInt(numArgAttrs, "argument attribute count")))
        return failure();
      if (numArgAttrs != 0 && numArgAttrs != functionType.getNumInputs())
        return fail(countOffset, "function '" + name + "' has " +
                                     llvm::Twine(numArgAttrs) +
                                     " argument attribute dictionaries for " +
                                     llvm::Twine(functionType.getNumInputs()) +
                                     " parameters");
      for (uint64_t a = 0; a < numArgAttrs; ++a) {
        size_t attrOffset = cursor.offset();
        Attribute attr;
        if (failed(readSelfContainedAttr(cursor, attr)))
          return failure();
        if (!llvm::isa<DictionaryAttr>(attr))
          return fail(attrOffset, "argument attributes must be a dictionary");
        argAttrs.push_back(attr);
      }
      if (llvm::all_of(argAttrs, [](Attribute attr) {
            return llvm::cast<DictionaryAttr>(attr).empty();
          }))
        argAttrs.clear();
    }
    if (failed(cursor.readVarInt(bodySize, "function body size")))
      return failure();
    FailureOr<Cursor> body = cursor.split(bodySize, "function body");
    if (failed(body))
      return failure();

    llvm::ArrayRef<uint64_t> debugSlot;
    if (slot)
      debugSlot = debugSlots[slot - 1];
    OpDecoder decoder(*this, debugSlot);
    FailureOr<Location> loc = decoder.nextLocation(offset);
    if (failed(loc))
      return failure();
    auto entry = EntryOp::create(builder, *loc, name, functionType);
    opOffsets[entry] = offset;
    if (hints)
      entry.setOptimizationHintsAttr(llvm::cast<OptimizationHintsAttr>(hints));
    if (!argAttrs.empty())
      entry.setArgAttrsAttr(ArrayAttr::get(context, argAttrs));
    Block *block = &entry.getBody().front();
    for (BlockArgument arg : block->getArguments())
      decoder.values.push_back(arg);
    if (body->atEnd())
      return fail(body->offset(), "function body of '" + name + "' is empty");
    if (failed(decoder.readOps(*body, block, 0, /*untilEnd=*/true, 0)))
      return failure();
  }
  // Writers may pad the payload after the last function (§11.1).
  return success();
}

LogicalResult Reader::verifyDecoded(cuda_tile::ModuleOp module) {
  // Post-order: an op is checked only after everything nested in it, so a
  // region verifier never meets an unverified op.
  std::string message;
  Operation *bad = nullptr;
  {
    ScopedDiagnosticHandler handler(context, [&](Diagnostic &diag) {
      if (message.empty())
        message = diag.str();
      return success();
    });
    module->walk([&](Operation *op) {
      if (failed(mlir::verify(op, /*verifyRecursively=*/false))) {
        bad = op;
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
  }
  if (!bad)
    return success();
  size_t offset = opOffsets.lookup(bad);
  return fail(offset, "invalid '" + bad->getName().getStringRef() +
                          "' operation: " + message);
}
