//===- WriterOps.cpp - Encode function bodies (§11, §12) ------------------===//
//
// The generic inverse of ReaderOps.cpp: every op is written from its row of
// the layout table, including the version gates of §17.3.
//
//===----------------------------------------------------------------------===//

#include "WriterImpl.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::tileir::bytecode;
using namespace mlir::tileir::bytecode::detail;

namespace mlir::tileir::bytecode::detail {
class OpEncoder {
public:
  OpEncoder(Writer &writer, std::vector<uint64_t> *debugSlot)
      : writer(writer), debugSlot(debugSlot) {}

  LogicalResult writeOp(ByteBuffer &out, Operation *op);
  LogicalResult writeBlock(ByteBuffer &out, Block &block, bool withHeader);
  void define(Value value) { numbers[value] = next++; }

private:
  LogicalResult writeValue(ByteBuffer &out, Operation *op, Value value);
  LogicalResult writeTypes(ByteBuffer &out, Operation *op, TypeRange types);

  Writer &writer;
  /// The function's debug slot; null when it has none.
  std::vector<uint64_t> *debugSlot;
  llvm::DenseMap<Value, uint64_t> numbers;
  uint64_t next = 0;
};
} // namespace mlir::tileir::bytecode::detail

/// The printer elides operand-less `yield` / `continue` terminators and the
/// parser re-creates them with an unknown location, while cuTile gives them
/// the location of the op that owns the region: use that one.
static Location getWrittenLocation(Operation *op) {
  Location loc = op->getLoc();
  if (llvm::isa<UnknownLoc>(loc) && op->getNumOperands() == 0 &&
      llvm::isa<YieldOp, ContinueOp>(op) && op->getParentOp())
    return op->getParentOp()->getLoc();
  return loc;
}

/// Whether the op's 13.4 `inbounds` array promises anything (a true flag).
static bool hasInboundsPromise(Operation *op, llvm::StringRef name) {
  auto flags = op->getAttrOfType<DenseBoolArrayAttr>(name);
  return flags && llvm::is_contained(flags.asArrayRef(), true);
}

LogicalResult OpEncoder::writeValue(ByteBuffer &out, Operation *op,
                                    Value value) {
  auto it = numbers.find(value);
  if (it == numbers.end())
    return op->emitError("operand is not visible in bytecode value "
                         "numbering (defined outside the function?)");
  out.uv(it->second);
  return success();
}

LogicalResult OpEncoder::writeTypes(ByteBuffer &out, Operation *op,
                                    TypeRange types) {
  for (Type type : types) {
    FailureOr<uint64_t> index = writer.getType(type, op->getLoc());
    if (failed(index))
      return failure();
    out.uv(*index);
  }
  return success();
}

LogicalResult OpEncoder::writeBlock(ByteBuffer &out, Block &block,
                                    bool withHeader) {
  // Values of a block are numbered after the enclosing ones and forgotten
  // when it ends (§12.6).
  uint64_t scope = next;
  if (withHeader) {
    out.uv(block.getNumArguments());
    for (BlockArgument arg : block.getArguments()) {
      FailureOr<uint64_t> index =
          writer.getType(arg.getType(), block.getParentOp()->getLoc());
      if (failed(index))
        return failure();
      out.uv(*index);
    }
    out.uv(block.getOperations().size());
  }
  for (BlockArgument arg : block.getArguments())
    define(arg);
  for (Operation &op : block)
    if (failed(writeOp(out, &op)))
      return failure();
  next = scope;
  return success();
}

LogicalResult OpEncoder::writeOp(ByteBuffer &out, Operation *op) {
  TileIRVersion version = writer.getVersion();
  llvm::StringRef fullName = op->getName().getStringRef();
  if (!fullName.consume_front("cuda_tile."))
    return op->emitError("operation '")
           << op->getName() << "' has no Tile IR bytecode encoding";
  const OpLayout *layout = lookupOpLayout(fullName);
  if (!layout || layout->topLevel)
    return op->emitError("operation '")
           << op->getName() << "' cannot be written inside a function body";
  if (layout->since > version || version > layout->until) {
    InFlightDiagnostic diag = op->emitError("operation '");
    diag << op->getName() << "' is not available in bytecode version "
         << toString(version);
    if (layout->since > version)
      diag << " (it requires " << toString(layout->since) << "+)";
    else
      diag << " (use 'cuda_tile.print_tko')";
    return diag;
  }

  // The format has no room for discardable attributes; dropping them
  // silently would lose information.
  for (NamedAttribute attr : op->getDiscardableAttrs())
    return op->emitError("discardable attribute '")
           << attr.getName().getValue()
           << "' cannot be carried by Tile IR bytecode";

  // Operand groups: from the segment sizes, or positional otherwise.
  llvm::SmallVector<std::pair<unsigned, unsigned>> groups;
  if (layout->segments) {
    auto sizes = op->getAttrOfType<DenseI32ArrayAttr>("operandSegmentSizes");
    if (!sizes)
      return op->emitError("missing operand segment sizes");
    unsigned start = 0;
    for (int32_t size : sizes.asArrayRef()) {
      groups.push_back({start, unsigned(size)});
      start += size;
    }
  } else {
    unsigned start = 0;
    for (const Field &field : layout->fields) {
      if (field.kind == FieldKind::Operand)
        groups.push_back({start++, 1});
      else if (field.kind == FieldKind::AllOperands)
        groups.push_back({0, op->getNumOperands()});
    }
  }

  // Which optional items are present, and whether the version has them.
  uint64_t flags = 0;
  unsigned group = 0;
  for (const Field &field : layout->fields) {
    bool isOperand = field.kind == FieldKind::Operand ||
                     field.kind == FieldKind::VarOperand ||
                     field.kind == FieldKind::OptOperand ||
                     field.kind == FieldKind::AllOperands;
    unsigned myGroup = isOperand ? group++ : 0;
    bool present = true;
    if (field.kind == FieldKind::OptOperand)
      present = myGroup < groups.size() && groups[myGroup].second > 0;
    else if (field.kind == FieldKind::Flags)
      present = false; // the bitfield itself just disappears
    else if (field.kind == FieldKind::Inbounds)
      // An inbounds array that promises nothing is what older files mean.
      present = hasInboundsPromise(op, field.name);
    else if (field.name)
      present = bool(op->getAttr(field.name));
    if (field.since > version) {
      bool droppable = !present;
      if (present && field.kind == FieldKind::Enum && field.defaultValue >= 0)
        droppable = getEnumValue(field.enumKind, op->getAttr(field.name)) ==
                    uint64_t(field.defaultValue);
      if (present && field.kind == FieldKind::Int && field.defaultValue >= 0)
        if (auto intAttr = op->getAttrOfType<IntegerAttr>(field.name))
          droppable =
              intAttr.getValue().getZExtValue() == uint64_t(field.defaultValue);
      if (!droppable) {
        // NVIDIA's wording, which their suite checks.
        std::string since = toString(field.since);
        std::string target = toString(version);
        if (field.kind == FieldKind::OptOperand)
          return op->emitError("optional operand '")
                 << (field.name ? field.name : "") << "' is provided but "
                 << "requires bytecode version " << since << ", targeting "
                 << target;
        if (field.kind == FieldKind::Inbounds)
          return op->emitError("attribute '")
                 << field.name << "' with a true flag requires bytecode "
                 << "version " << since << "+, but targeting " << target
                 << " (older versions can only represent all-false)";
        if (field.flagBit >= 0)
          return op->emitError("optional attribute '")
                 << field.name << "' is provided but requires bytecode "
                 << "version " << since << ", targeting " << target;
        return op->emitError("attribute '")
               << field.name << "' requires bytecode version " << since
               << "+, but targeting " << target;
      }
      continue;
    }
    if (field.flagBit >= 0 && present)
      flags |= uint64_t(1) << field.flagBit;
  }
  if (groups.size() != group)
    return op->emitError("operand groups do not match the bytecode layout");

  // A result newer than the file version is left out, and with it its
  // value number; that is only sound while nothing uses it.
  unsigned numWrittenResults = op->getNumResults();
  if (layout->lateResult && version < layout->lateResultSince &&
      numWrittenResults > 0) {
    --numWrittenResults;
    if (!op->getResult(numWrittenResults).use_empty())
      return op->emitError("result '")
             << layout->lateResult << "' requires bytecode version "
             << toString(layout->lateResultSince)
             << " but is being used and targeting " << toString(version)
             << ". Cannot serialize to older bytecode version when newer "
                "features are used.";
  }
  TypeRange writtenResultTypes =
      TypeRange(op->getResultTypes()).take_front(numWrittenResults);

  out.uv(layout->opcode);
  // The op's own location comes before those of nested ops (§10.1).
  Location loc = getWrittenLocation(op);
  if (failed(writer.checkLocation(loc, op)))
    return failure();
  if (debugSlot)
    debugSlot->push_back(writer.getDebugLocation(loc));

  group = 0;
  for (const Field &field : layout->fields) {
    bool isOperand = field.kind == FieldKind::Operand ||
                     field.kind == FieldKind::VarOperand ||
                     field.kind == FieldKind::OptOperand ||
                     field.kind == FieldKind::AllOperands;
    unsigned myGroup = isOperand ? group++ : 0;
    if (field.since > version)
      continue;
    if (field.flagBit >= 0 && !((flags >> field.flagBit) & 1))
      continue;
    Attribute attr = field.name ? op->getAttr(field.name) : Attribute();
    auto missing = [&]() {
      return op->emitError("missing attribute '") << field.name << "'";
    };
    switch (field.kind) {
    case FieldKind::Results:
    case FieldKind::VarResults:
      if (field.kind == FieldKind::VarResults)
        out.uv(numWrittenResults);
      else if (numWrittenResults != field.count)
        return op->emitError("expected ") << field.count << " results";
      if (failed(writeTypes(out, op, writtenResultTypes)))
        return failure();
      break;
    case FieldKind::Flags:
      out.uv(flags);
      break;
    case FieldKind::Enum: {
      std::optional<uint64_t> value = getEnumValue(field.enumKind, attr);
      if (!attr && field.defaultValue >= 0)
        value = uint64_t(field.defaultValue);
      if (!value)
        return missing();
      if (getEnumCaseVersion(field.enumKind, *value) > version)
        return op->emitError("enum value for attribute '")
               << field.name << "' is not available in bytecode version "
               << toString(version);
      out.uv(*value);
      break;
    }
    case FieldKind::Int: {
      auto intAttr = llvm::dyn_cast_or_null<IntegerAttr>(attr);
      if (!intAttr && field.defaultValue >= 0) {
        out.uv(uint64_t(field.defaultValue));
        break;
      }
      if (!intAttr)
        return missing();
      out.uv(intAttr.getValue().getZExtValue());
      break;
    }
    case FieldKind::Bool: {
      auto boolAttr = llvm::dyn_cast_or_null<BoolAttr>(attr);
      if (!boolAttr)
        return missing();
      out.u8(boolAttr.getValue());
      break;
    }
    case FieldKind::Str: {
      auto str = llvm::dyn_cast_or_null<StringAttr>(attr);
      if (!str)
        return missing();
      out.uv(writer.getString(str.getValue()));
      break;
    }
    case FieldKind::SymRef: {
      auto ref = llvm::dyn_cast_or_null<FlatSymbolRefAttr>(attr);
      if (!ref)
        return missing();
      out.uv(writer.getString(ref.getValue()));
      break;
    }
    case FieldKind::I32Array: {
      auto array = llvm::dyn_cast_or_null<DenseI32ArrayAttr>(attr);
      if (!array)
        return missing();
      out.uv(array.size());
      for (int32_t v : array.asArrayRef())
        out.u32(uint32_t(v));
      break;
    }
    case FieldKind::Const: {
      auto dense = llvm::dyn_cast_or_null<DenseElementsAttr>(attr);
      if (!dense)
        return missing();
      FailureOr<uint64_t> index = writer.getConstant(dense, op->getLoc());
      if (failed(index))
        return failure();
      out.uv(*index);
      break;
    }
    case FieldKind::SelfAttr:
      if (!attr)
        return missing();
      if (failed(writer.writeSelfContainedAttr(out, attr, op->getLoc())))
        return failure();
      break;
    case FieldKind::AttrArray: {
      auto array = llvm::dyn_cast_or_null<ArrayAttr>(attr);
      if (!array)
        return missing();
      out.uv(array.size());
      for (Attribute element : array)
        if (failed(writer.writeSelfContainedAttr(out, element, op->getLoc())))
          return failure();
      break;
    }
    case FieldKind::Hints: {
      auto hints = llvm::dyn_cast_or_null<OptimizationHintsAttr>(attr);
      if (!hints)
        return missing();
      if (failed(writer.writeHintsPayload(out, hints, op->getLoc())))
        return failure();
      break;
    }
    case FieldKind::Unit:
      break;
    case FieldKind::Inbounds: {
      // Without the attribute nothing is promised: all false.
      if (field.count >= groups.size())
        return op->emitError("operand groups do not match the bytecode "
                             "layout");
      unsigned numIndices = groups[field.count].second;
      auto flags = llvm::dyn_cast_or_null<DenseBoolArrayAttr>(attr);
      if (flags && flags.size() != int64_t(numIndices))
        return op->emitError("'inbounds' needs one flag per index");
      out.uv(numIndices);
      for (unsigned i = 0; i < numIndices; ++i)
        out.u8(flags ? flags[i] : 0);
      break;
    }
    case FieldKind::Operand:
    case FieldKind::OptOperand:
    case FieldKind::VarOperand:
    case FieldKind::AllOperands: {
      auto [start, size] = groups[myGroup];
      if (field.kind == FieldKind::VarOperand ||
          field.kind == FieldKind::AllOperands)
        out.uv(size);
      else if (size != 1)
        return op->emitError("operand group ")
               << myGroup << " must hold exactly one value";
      for (unsigned i = start; i < start + size; ++i)
        if (failed(writeValue(out, op, op->getOperand(i))))
          return failure();
      break;
    }
    case FieldKind::Regions:
      if (op->getNumRegions() != field.count)
        return op->emitError("expected ") << field.count << " regions";
      out.uv(op->getNumRegions());
      for (Region &region : op->getRegions()) {
        out.uv(region.getBlocks().size());
        if (region.getBlocks().size() > 1)
          return op->emitError("regions with more than one block cannot be "
                               "written to bytecode");
        for (Block &block : region)
          if (failed(writeBlock(out, block, /*withHeader=*/true)))
            return failure();
      }
      break;
    }
  }
  // Results are numbered once the op, regions included, is written.
  for (Value result : op->getResults().take_front(numWrittenResults))
    define(result);
  return success();
}

LogicalResult Writer::writeFunction(ByteBuffer &out, EntryOp func) {
  Location loc = func.getLoc();
  auto hasNonEmpty = [](ArrayAttr attrs) {
    return attrs && llvm::any_of(attrs, [](Attribute a) {
             return !llvm::cast<DictionaryAttr>(a).empty();
           });
  };
  // 13.5 stores argument attributes (§11.1); result attributes have no
  // place in any version.
  bool argAttrsInFormat = version >= TileIRVersion::V13_5;
  if (hasNonEmpty(func.getResAttrsAttr()) ||
      (!argAttrsInFormat && hasNonEmpty(func.getArgAttrsAttr())))
    return func.emitError(argAttrsInFormat
                              ? "result attributes cannot be written to "
                                "bytecode"
                              : "argument and result attributes cannot be "
                                "written to bytecode version " +
                                    toString(version) +
                                    " (argument attributes require 13.5+)");
  // cuTile's order of registration: the function's debug attribute, its
  // name and signature, its hints, then the body (strings and types are
  // numbered in that order).
  // A function whose own location has no debug info gets no debug slot,
  // and its ops' locations are not written either (as NVIDIA does).
  if (failed(checkLocation(loc, func)))
    return failure();
  std::vector<uint64_t> *debugSlot = nullptr;
  uint64_t slot = 0;
  if (!llvm::isa<FileLineColLoc, UnknownLoc>(loc)) {
    debugSlot = &debugSlots.emplace_back();
    debugSlot->push_back(getDebugLocation(loc));
    slot = debugSlots.size();
  }
  uint64_t name = getString(func.getSymName());
  FailureOr<uint64_t> signature = getType(func.getFunctionType(), loc);
  if (failed(signature))
    return failure();
  out.uv(name);
  out.uv(*signature);
  auto hints = func.getOptimizationHintsAttr();
  out.u8(kFuncEntry | (hints ? kFuncHasHints : 0));
  out.uv(slot);
  if (hints && failed(writeSelfContainedAttr(out, hints, loc)))
    return failure();
  if (argAttrsInFormat) {
    ArrayAttr argAttrs = func.getArgAttrsAttr();
    if (!hasNonEmpty(argAttrs)) {
      out.uv(0);
    } else {
      out.uv(argAttrs.size());
      for (Attribute attr : argAttrs)
        if (failed(writeSelfContainedAttr(out, attr, loc)))
          return failure();
    }
  }

  ByteBuffer body;
  OpEncoder encoder(*this, debugSlot);
  if (func.getBody().empty())
    return func.emitError("entry without a body cannot be written");
  if (failed(encoder.writeBlock(body, func.getBody().front(),
                                /*withHeader=*/false)))
    return failure();
  out.uv(body.size());
  out.raw(body.bytes);
  return success();
}
