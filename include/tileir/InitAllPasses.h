//===- InitAllPasses.h - Register every pass of the project ----*- C++ -*-===//

#ifndef TILEIR_INITALLPASSES_H
#define TILEIR_INITALLPASSES_H

namespace mlir {
namespace tileir {
/// Registers the project's passes and the generic upstream transforms
/// (canonicalize, cse, ...) with the global pass registry.
void registerAllPasses();
} // namespace tileir
} // namespace mlir

#endif // TILEIR_INITALLPASSES_H
