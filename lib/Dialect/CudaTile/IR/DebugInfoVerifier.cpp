//===- DebugInfoVerifier.cpp - Rules for debug-info scopes ----------------===//
//
// The diagnostics use NVIDIA's wording, which their conformance suite
// checks.
//
//===----------------------------------------------------------------------===//

#include "DebugInfoVerifier.h"

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cuda_tile;

/// The di_loc a location carries, looking through the wrappers that keep
/// one: a name, the first of a fused list that has one, a call site's
/// caller (where the code sits), an opaque location's fallback.
static DILocAttr findDILoc(LocationAttr loc) {
  return llvm::TypeSwitch<LocationAttr, DILocAttr>(loc)
      .Case([](DILocAttr diLoc) { return diLoc; })
      .Case([](NameLoc name) { return findDILoc(name.getChildLoc()); })
      .Case([](CallSiteLoc callSite) {
        return findDILoc(callSite.getCaller());
      })
      .Case([](FusedLoc fused) {
        for (Location part : fused.getLocations())
          if (DILocAttr diLoc = findDILoc(part))
            return diLoc;
        return DILocAttr();
      })
      .Case([](OpaqueLoc opaque) {
        return findDILoc(opaque.getFallbackLocation());
      })
      .Default([](LocationAttr) { return DILocAttr(); });
}

/// The subprogram a local scope belongs to (through its lexical blocks).
static DISubprogramAttr enclosingSubprogram(Attribute scope) {
  while (auto block = llvm::dyn_cast_or_null<DILexicalBlockAttr>(scope))
    scope = block.getScope();
  return llvm::dyn_cast_or_null<DISubprogramAttr>(scope);
}

LogicalResult
mlir::cuda_tile::verifyFunctionDebugScope(FunctionOpInterface func) {
  Location loc = func.getLoc();
  // A kernel is not inlined anywhere, so it cannot sit at a call site.
  if (llvm::isa<CallSiteLoc>(loc))
    return func.emitOpError("invalid function debug info location: ")
           << loc << ". Function location must not be a CallSiteLoc.";
  DILocAttr diLoc = findDILoc(loc);
  if (!diLoc)
    return success();
  auto subprogram = llvm::dyn_cast<DISubprogramAttr>(diLoc.getScope());
  if (!subprogram)
    return func.emitOpError("invalid function debug info scope: ")
           << diLoc.getScope()
           << ". Function location must have cuda_tile.di_subprogram debug "
              "info scope.";
  if (subprogram.getLinkageName() != func.getName())
    return func.emitOpError("invalid function debug info scope: ")
           << subprogram << ". Function name \"" << func.getName()
           << "\" does not match subprogram scope linkage name "
           << subprogram.getLinkageName() << ".";
  return success();
}

LogicalResult
mlir::cuda_tile::verifyFunctionBodyDebugScopes(FunctionOpInterface func) {
  DISubprogramAttr own;
  if (DILocAttr diLoc = findDILoc(func.getLoc()))
    own = enclosingSubprogram(diLoc.getScope());
  LogicalResult result = success();
  func->walk([&](Operation *op) {
    if (op == func.getOperation())
      return WalkResult::advance();
    DILocAttr diLoc = findDILoc(op->getLoc());
    DISubprogramAttr subprogram =
        diLoc ? enclosingSubprogram(diLoc.getScope()) : DISubprogramAttr();
    if (!subprogram)
      return WalkResult::advance();
    if (!own) {
      result = op->emitOpError("invalid operation debug info scope: ")
               << subprogram
               << ". Operation has debug info scope, but function debug info "
                  "scope is undefined.";
      return WalkResult::interrupt();
    }
    if (subprogram != own) {
      result = op->emitOpError("invalid operation debug info scope: ")
               << subprogram
               << ". Operation debug info scope does not match function "
                  "debug info scope: "
               << own << ".";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return result;
}

LogicalResult mlir::cuda_tile::verifyModuleDebugScopes(ModuleOp module) {
  if (module.getBody().empty())
    return success();
  for (Operation &op : module.getBodyBlock()->getOperations()) {
    if (llvm::isa<FunctionOpInterface>(op))
      continue;
    if (DILocAttr diLoc = findDILoc(op.getLoc()))
      return op.emitOpError("invalid operation debug info scope: ")
             << diLoc << ". Global variables must not have scope.";
  }
  return success();
}
