//===- WriterDebug.cpp - Locations to debug attributes (§10) --------------===//
//
// cuda_tile DI attributes (as the reader produces them) are written back
// field by field. Each entry is interned after the entries and strings it
// refers to, in payload order, which is the order cuTile Python registers
// them in, so a decoded file re-encodes to the same table.
//
// A plain file:line:col location carries no scope, and the format wants
// every di_loc to name one: like NVIDIA's writer, it is written as unknown
// (and so is every op of a function whose own location has no debug info).
//
//===----------------------------------------------------------------------===//

#include "WriterImpl.h"

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
    // 13.5's flags word; none of its bits is modelled (§10.2).
    if (version >= TileIRVersion::V13_5)
      entry.uv(0);
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

/// NVIDIA's name for a location kind the format cannot carry.
static llvm::StringRef getUnsupportedLocName(Location loc) {
  if (llvm::isa<NameLoc>(loc))
    return "NameLoc";
  if (llvm::isa<FusedLoc>(loc))
    return "FusedLoc";
  if (llvm::isa<OpaqueLoc>(loc))
    return "OpaqueLoc";
  return "Unknown Attribute";
}

LogicalResult Writer::checkLocation(Location loc, Operation *user) {
  if (llvm::isa<DILocAttr, FileLineColLoc, UnknownLoc>(loc))
    return success();
  if (auto callSite = llvm::dyn_cast<CallSiteLoc>(loc))
    return success(succeeded(checkLocation(callSite.getCaller(), user)) &&
                   succeeded(checkLocation(callSite.getCallee(), user)));
  // Names, fusions and opaque locations have no bytecode form; dropping
  // them silently would lose what they say.
  return user->emitError("unsupported location, got ")
         << getUnsupportedLocName(loc) << ", expected DILocAttr or CallSiteLoc";
}

uint64_t Writer::getDebugLocation(Location loc) {
  if (auto diLoc = llvm::dyn_cast<DILocAttr>(loc))
    return writeDILoc(getDebugScope(diLoc.getScope()), diLoc.getSourceLoc());
  if (auto callSite = llvm::dyn_cast<CallSiteLoc>(loc)) {
    uint64_t callee = getDebugLocation(callSite.getCallee());
    uint64_t caller = getDebugLocation(callSite.getCaller());
    ByteBuffer entry;
    entry.uv(uint64_t(DebugTag::CallSite));
    entry.uv(callee);
    entry.uv(caller);
    return internDebugAttr(entry);
  }
  // A plain position has no scope to put in a di_loc: it is written as
  // unknown, as NVIDIA's writer does.
  return 0;
}
