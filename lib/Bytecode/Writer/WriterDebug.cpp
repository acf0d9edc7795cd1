//===- WriterDebug.cpp - Locations to debug attributes (§10) --------------===//
//
// cuda_tile DI attributes (as the reader produces them) are written back
// field by field. Each entry is interned after the entries and strings it
// refers to, in payload order, which is the order cuTile Python registers
// them in, so a decoded file re-encodes to the same table.
//
// A plain file:line:col location carries no scope, but the format wants
// every di_loc to name one: each function with such locations gets a
// synthesized file / compile unit / subprogram chain named after it.
//
//===----------------------------------------------------------------------===//

#include "WriterImpl.h"

#include "llvm/Support/Path.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::tileir::bytecode;
using namespace mlir::tileir::bytecode::detail;

uint64_t Writer::internDebugAttr(const ByteBuffer &entry) {
  return debugAttrs.intern(entry.bytes) + 1;
}

uint64_t Writer::getDebugScope(Attribute attr) {
  ByteBuffer entry;
  if (auto file = llvm::dyn_cast<DIFileAttr>(attr)) {
    uint64_t name = getString(file.getName().getValue());
    uint64_t directory = getString(file.getDirectory().getValue());
    entry.uv(uint64_t(DebugTag::File));
    entry.uv(name);
    entry.uv(directory);
  } else if (auto unit = llvm::dyn_cast<DICompileUnitAttr>(attr)) {
    uint64_t file = getDebugScope(unit.getFile());
    entry.uv(uint64_t(DebugTag::CompileUnit));
    entry.uv(file);
  } else if (auto sub = llvm::dyn_cast<DISubprogramAttr>(attr)) {
    uint64_t file = getDebugScope(sub.getFile());
    uint64_t name = getString(sub.getName().getValue());
    uint64_t linkage = getString(sub.getLinkageName().getValue());
    uint64_t unit = getDebugScope(sub.getCompileUnit());
    entry.uv(uint64_t(DebugTag::Subprogram));
    entry.uv(file);
    entry.uv(sub.getLine());
    entry.uv(name);
    entry.uv(linkage);
    entry.uv(unit);
    entry.uv(sub.getScopeLine());
  } else if (auto block = llvm::dyn_cast<DILexicalBlockAttr>(attr)) {
    uint64_t scope = getDebugScope(block.getScope());
    uint64_t file = getDebugScope(block.getFile());
    entry.uv(uint64_t(DebugTag::LexicalBlock));
    entry.uv(scope);
    entry.uv(file);
    entry.uv(block.getLine());
    entry.uv(block.getColumn());
  } else {
    return 0;
  }
  return internDebugAttr(entry);
}

uint64_t Writer::getSubprogram(EntryOp func, FileLineColLoc loc) {
  auto it = subprograms.find(func);
  if (it != subprograms.end())
    return it->second;
  llvm::StringRef path = loc.getFilename().getValue();
  MLIRContext *context = func.getContext();
  auto file = DIFileAttr::get(
      context, StringAttr::get(context, llvm::sys::path::filename(path)),
      StringAttr::get(context, llvm::sys::path::parent_path(path)));
  unsigned line = 0;
  if (auto funcLoc = llvm::dyn_cast<FileLineColLoc>(func.getLoc()))
    line = funcLoc.getLine();
  auto sub = DISubprogramAttr::get(context, file, line, func.getSymNameAttr(),
                                   func.getSymNameAttr(),
                                   DICompileUnitAttr::get(context, file), line);
  uint64_t index = getDebugScope(sub);
  subprograms[func] = index;
  return index;
}

uint64_t Writer::writeDILoc(uint64_t scope, FileLineColLoc source) {
  uint64_t file = getString(source.getFilename().getValue());
  ByteBuffer entry;
  entry.uv(uint64_t(DebugTag::Loc));
  entry.uv(scope);
  entry.uv(file);
  entry.uv(source.getLine());
  entry.uv(source.getColumn());
  return internDebugAttr(entry);
}

uint64_t Writer::getDebugLocation(Location loc, EntryOp func) {
  if (auto diLoc = llvm::dyn_cast<DILocAttr>(loc))
    return writeDILoc(getDebugScope(diLoc.getScope()), diLoc.getSourceLoc());
  if (auto fileLoc = llvm::dyn_cast<FileLineColLoc>(loc))
    return writeDILoc(getSubprogram(func, fileLoc), fileLoc);
  if (auto callSite = llvm::dyn_cast<CallSiteLoc>(loc)) {
    uint64_t callee = getDebugLocation(callSite.getCallee(), func);
    uint64_t caller = getDebugLocation(callSite.getCaller(), func);
    if (!callee && !caller)
      return 0;
    ByteBuffer entry;
    entry.uv(uint64_t(DebugTag::CallSite));
    entry.uv(callee);
    entry.uv(caller);
    return internDebugAttr(entry);
  }
  // Names and fusions have no bytecode form: keep the position they wrap.
  if (auto nameLoc = llvm::dyn_cast<NameLoc>(loc))
    return getDebugLocation(nameLoc.getChildLoc(), func);
  if (auto fused = llvm::dyn_cast<FusedLoc>(loc)) {
    for (Location inner : fused.getLocations())
      if (uint64_t index = getDebugLocation(inner, func))
        return index;
    return 0;
  }
  if (auto opaque = llvm::dyn_cast<OpaqueLoc>(loc))
    return getDebugLocation(opaque.getFallbackLocation(), func);
  return 0;
}
