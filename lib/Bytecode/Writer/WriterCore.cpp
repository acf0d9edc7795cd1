//===- WriterCore.cpp - Header, sections and the public entry point -------===//
//
// Section order and alignments follow cuTile Python (§4.4, §18): Func,
// Global (if any), Constant, Debug, Type, String, end marker; Constant and
// Debug are always present; the type table starts with i1 and i32.
//
//===----------------------------------------------------------------------===//

#include "WriterImpl.h"

#include "tileir/Bytecode/BytecodeWriter.h"

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::tileir;
using namespace mlir::tileir::bytecode;
using namespace mlir::tileir::bytecode::detail;

/// Appends a section; `alignment` 0 means no alignment field.
static void emitSection(ByteBuffer &file, Section id, const ByteBuffer &payload,
                        unsigned alignment) {
  file.u8(uint8_t(id) | (alignment ? kSectionAlignBit : 0));
  file.uv(payload.size());
  if (alignment) {
    file.uv(alignment);
    // Section padding is computed on the absolute file offset.
    file.pad(alignment);
  }
  file.raw(payload.bytes);
}

LogicalResult Writer::write(cuda_tile::ModuleOp module, llvm::raw_ostream &os) {
  Builder b(module.getContext());
  Location moduleLoc = module.getLoc();
  // cuTile always registers i1 and i32 first.
  (void)getType(b.getI1Type(), moduleLoc);
  (void)getType(b.getI32Type(), moduleLoc);

  // 13.5's preview ops (--preview=simt) have encodings NVIDIA has not
  // published; refused by name rather than as an unknown op.
  WalkResult preview = module->walk([&](Operation *op) {
    if (!llvm::isa<PreviewCallOp, PreviewExternImplOp>(op))
      return WalkResult::advance();
    op->emitError("operation '")
        << op->getName()
        << "' (13.5 preview) has no bytecode encoding in this implementation";
    return WalkResult::interrupt();
  });
  if (preview.wasInterrupted())
    return failure();

  // The module must be self-contained before anything is written. The
  // offending op gets a remark (not an error of its own: NVIDIA's suite
  // expects exactly one error, on the module).
  for (Operation &op : *module.getBodyBlock()) {
    // Functions other than entries (testing$func) pass here and are
    // refused below with their own message.
    if (llvm::isa<FunctionOpInterface, GlobalOp>(op))
      continue;
    mlir::emitRemark(op.getLoc(), "invalid op: ") << op.getName();
    return module.emitOpError(
        "only function and global ops are allowed in the body");
  }
  Dialect *dialect = module->getDialect();
  WalkResult foreign = module->walk([&](Operation *op) {
    if (op->getDialect() == dialect)
      return WalkResult::advance();
    mlir::emitRemark(op->getLoc(), "invalid op: ") << op->getName();
    module.emitOpError("only ops from the '")
        << dialect->getNamespace() << "' dialect are allowed";
    return WalkResult::interrupt();
  });
  if (foreign.wasInterrupted())
    return failure();

  llvm::SmallVector<EntryOp> functions;
  llvm::SmallVector<GlobalOp> globals;
  for (Operation &op : *module.getBodyBlock()) {
    if (auto func = llvm::dyn_cast<EntryOp>(op))
      functions.push_back(func);
    else if (auto global = llvm::dyn_cast<GlobalOp>(op))
      globals.push_back(global);
    else
      return op.emitError("operation '")
             << op.getName()
             << "' cannot be written to bytecode: only entry functions "
                "can (readers refuse other functions)";
  }

  ByteBuffer funcSection;
  funcSection.uv(functions.size());
  for (EntryOp func : functions)
    if (failed(writeFunction(funcSection, func)))
      return failure();

  ByteBuffer globalSection;
  globalSection.uv(globals.size());
  for (GlobalOp global : globals) {
    bool isPrivate = global.getSymbolVisibility() == SymbolVisibility::Private;
    // NVIDIA's wording, which their suite checks.
    if (version < TileIRVersion::V13_3 && isPrivate)
      return global.emitError("global `")
             << global.getSymName()
             << "` uses non-public symbol visibility, which cannot be "
                "encoded in bytecode version "
             << toString(version) << " (requires bytecode 13.3+)";
    if (version < TileIRVersion::V13_3 && global.getConstant())
      return global.emitError("constant global `")
             << global.getSymName()
             << "` cannot be encoded in bytecode version " << toString(version)
             << " (the `constant` attribute requires bytecode 13.3+)";
    auto value = llvm::cast<DenseElementsAttr>(global.getValue());
    FailureOr<uint64_t> type = getType(value.getType(), global.getLoc());
    FailureOr<uint64_t> constant = getConstant(value, global.getLoc());
    if (failed(type) || failed(constant))
      return failure();
    globalSection.uv(getString(global.getSymName()));
    globalSection.uv(*type);
    globalSection.uv(*constant);
    globalSection.uv(global.getAlignment());
    if (version >= TileIRVersion::V13_3) {
      globalSection.uv(isPrivate ? 1 : 0);
      globalSection.uv(global.getConstant() ? 1 : 0);
    }
  }

  ByteBuffer constantSection;
  constants.emit(constantSection, 8);

  // cuTile keeps a dummy "unknown" attribute when there is no debug info,
  // because an empty attribute table upsets NVIDIA's decoder (§10.1).
  if (debugAttrs.entries.empty())
    debugAttrs.intern(llvm::StringRef("\0", 1));
  ByteBuffer debugSection;
  debugSection.uv(debugSlots.size());
  debugSection.pad(4);
  uint64_t first = 0;
  for (const std::vector<uint64_t> &slot : debugSlots) {
    debugSection.u32(uint32_t(first));
    first += slot.size();
  }
  debugSection.uv(first);
  debugSection.pad(8);
  for (const std::vector<uint64_t> &slot : debugSlots)
    for (uint64_t index : slot)
      debugSection.u64(index);
  debugAttrs.emit(debugSection, 4);

  // Producer strings exist from 13.3; older targets drop them.
  ByteBuffer producerSection;
  bool hasProducer = version >= TileIRVersion::V13_3 && module.getProducer();
  if (hasProducer)
    producerSection.uv(getString(*module.getProducer()));

  // Types and strings last: every other section interns into them.
  ByteBuffer typeSection, stringSection;
  types.emit(typeSection, 4);
  strings.emit(stringSection, 4);

  ByteBuffer file;
  file.raw(llvm::StringRef(kMagic, sizeof(kMagic)));
  file.u8(getMajor(version));
  file.u8(getMinor(version));
  file.u8(0);
  file.u8(0);
  emitSection(file, Section::Func, funcSection, 8);
  if (!globals.empty())
    emitSection(file, Section::Global, globalSection, 0);
  emitSection(file, Section::Constant, constantSection, 8);
  emitSection(file, Section::Debug, debugSection, 8);
  emitSection(file, Section::Type, typeSection, 4);
  if (hasProducer)
    emitSection(file, Section::Producer, producerSection, 0);
  emitSection(file, Section::String, stringSection, 4);
  file.u8(uint8_t(Section::EndOfBytecode));
  os << file.bytes;
  return success();
}

LogicalResult mlir::tileir::writeTileIRBytecode(cuda_tile::ModuleOp module,
                                                llvm::raw_ostream &os,
                                                TileIRVersion version) {
  Writer writer(version);
  return writer.write(module, os);
}
