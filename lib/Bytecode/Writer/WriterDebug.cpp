//===- WriterDebug.cpp - Locations to debug attributes (§10) --------------===//
//
// The format wants every di_loc to name a scope. MLIR locations carry no
// scope, so each function that has file locations gets a synthesized
// file / compile unit / subprogram chain (named after the function), which
// is enough for NVIDIA's reader and for our reader, which keeps only
// file:line:col and call sites.
//
//===----------------------------------------------------------------------===//

#include "WriterImpl.h"

#include "llvm/Support/Path.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::tileir::bytecode;
using namespace mlir::tileir::bytecode::detail;

uint64_t Writer::getSubprogram(EntryOp func, FileLineColLoc loc) {
  auto it = subprograms.find(func);
  if (it != subprograms.end())
    return it->second;
  llvm::StringRef path = loc.getFilename().getValue();
  ByteBuffer file;
  file.uv(uint64_t(DebugTag::File));
  file.uv(getString(llvm::sys::path::filename(path)));
  file.uv(getString(llvm::sys::path::parent_path(path)));
  uint64_t fileIndex = debugAttrs.intern(file.bytes) + 1;
  ByteBuffer unit;
  unit.uv(uint64_t(DebugTag::CompileUnit));
  unit.uv(fileIndex);
  uint64_t unitIndex = debugAttrs.intern(unit.bytes) + 1;
  unsigned line = 0;
  if (auto funcLoc = llvm::dyn_cast<FileLineColLoc>(func.getLoc()))
    line = funcLoc.getLine();
  ByteBuffer sub;
  sub.uv(uint64_t(DebugTag::Subprogram));
  sub.uv(fileIndex);
  sub.uv(line);
  sub.uv(getString(func.getSymName()));
  sub.uv(getString(func.getSymName()));
  sub.uv(unitIndex);
  sub.uv(line);
  uint64_t index = debugAttrs.intern(sub.bytes) + 1;
  subprograms[func] = index;
  return index;
}

uint64_t Writer::getDebugLocation(Location loc, EntryOp func) {
  if (auto fileLoc = llvm::dyn_cast<FileLineColLoc>(loc)) {
    uint64_t scope = getSubprogram(func, fileLoc);
    ByteBuffer entry;
    entry.uv(uint64_t(DebugTag::Loc));
    entry.uv(scope);
    entry.uv(getString(fileLoc.getFilename().getValue()));
    entry.uv(fileLoc.getLine());
    entry.uv(fileLoc.getColumn());
    return debugAttrs.intern(entry.bytes) + 1;
  }
  if (auto callSite = llvm::dyn_cast<CallSiteLoc>(loc)) {
    uint64_t callee = getDebugLocation(callSite.getCallee(), func);
    uint64_t caller = getDebugLocation(callSite.getCaller(), func);
    if (!callee && !caller)
      return 0;
    ByteBuffer entry;
    entry.uv(uint64_t(DebugTag::CallSite));
    entry.uv(callee);
    entry.uv(caller);
    return debugAttrs.intern(entry.bytes) + 1;
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
