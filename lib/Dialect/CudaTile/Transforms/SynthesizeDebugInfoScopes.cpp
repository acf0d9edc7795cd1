//===- SynthesizeDebugInfoScopes.cpp - subprograms for scope-less code ----===//
//
// Front ends that write only `file:line:col` locations give the compiler
// nothing to build line tables from: every op needs a `di_loc` naming its
// subprogram. This pass makes one subprogram per function that has none and
// moves each op's position into it.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"
#include "tileir/Dialect/CudaTile/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/Support/Path.h"

namespace mlir::cuda_tile {
#define GEN_PASS_DEF_SYNTHESIZEDEBUGINFOSCOPES
#include "tileir/Dialect/CudaTile/Transforms/Passes.h.inc"
} // namespace mlir::cuda_tile

using namespace mlir;
using namespace mlir::cuda_tile;

/// The source position a location carries, looking through the wrappers
/// that keep one: a name's child, an opaque location's fallback, the first
/// file position of a fused location and the caller of a call site (the
/// position in this function's own code). Null if there is none.
static FileLineColLoc findFilePosition(Location loc) {
  if (auto file = llvm::dyn_cast<FileLineColLoc>(loc))
    return file;
  if (auto name = llvm::dyn_cast<NameLoc>(loc))
    return findFilePosition(name.getChildLoc());
  if (auto opaque = llvm::dyn_cast<OpaqueLoc>(loc))
    return findFilePosition(opaque.getFallbackLocation());
  if (auto callSite = llvm::dyn_cast<CallSiteLoc>(loc))
    return findFilePosition(callSite.getCaller());
  if (auto fused = llvm::dyn_cast<FusedLoc>(loc))
    for (Location part : fused.getLocations())
      if (auto file = llvm::dyn_cast<FileLineColLoc>(part))
        return file;
  return {};
}

/// di_file for a path: its last component in its directory.
static DIFileAttr getFileFor(FileLineColLoc position) {
  MLIRContext *context = position.getContext();
  StringRef path = position.getFilename().getValue();
  return DIFileAttr::get(
      context, StringAttr::get(context, llvm::sys::path::filename(path)),
      StringAttr::get(context, llvm::sys::path::parent_path(path)));
}

static DIFileAttr getUnknownFile(MLIRContext *context) {
  return DIFileAttr::get(context, StringAttr::get(context, "<unknown>"),
                         StringAttr::get(context, ""));
}

/// Puts `function` and every op in it into a new subprogram of `unit`,
/// unless its location already names a scope.
static void synthesizeScope(FunctionOpInterface function,
                            DICompileUnitAttr unit) {
  MLIRContext *context = function.getContext();
  if (function.getLoc()->findInstanceOf<DILocAttr>())
    return;
  // Without a position of its own the function starts at line 1 of the
  // compile unit's file; ops without one share the function's.
  DIFileAttr file = unit.getFile();
  FileLineColLoc position = findFilePosition(function.getLoc());
  if (position)
    file = getFileFor(position);
  else
    position = FileLineColLoc::get(context, file.getName(), /*line=*/1,
                                   /*column=*/1);
  unsigned line = position.getLine();
  StringAttr name = function.getNameAttr();
  auto subprogram = DISubprogramAttr::get(context, file, line, name, name, unit,
                                          /*scopeLine=*/line);
  function->walk([&](Operation *op) {
    FileLineColLoc own = findFilePosition(op->getLoc());
    op->setLoc(DILocAttr::get(context, own ? own : position, subprogram));
  });
}

namespace {
struct SynthesizeDebugInfoScopes
    : cuda_tile::impl::SynthesizeDebugInfoScopesBase<
          SynthesizeDebugInfoScopes> {
  void runOnOperation() override {
    cuda_tile::ModuleOp module = getOperation();
    MLIRContext *context = module.getContext();
    FileLineColLoc modulePosition = findFilePosition(module.getLoc());
    auto unit = DICompileUnitAttr::get(context, modulePosition
                                                    ? getFileFor(modulePosition)
                                                    : getUnknownFile(context));
    for (auto function : module.getOps<FunctionOpInterface>())
      synthesizeScope(function, unit);
  }
};
} // namespace
