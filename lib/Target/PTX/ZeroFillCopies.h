//===- ZeroFillCopies.h - cp.async zero fill by predicate ------*- C++ -*-===//
//
// Part of the PTX target (PTXEmitter.cpp); see ZeroFillCopies.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_TARGET_PTX_ZEROFILLCOPIES_H
#define TILEIR_LIB_TARGET_PTX_ZEROFILLCOPIES_H

namespace llvm {
class Module;
} // namespace llvm

namespace mlir::tileir {

/// Rewrites the 16-byte cp.async copies of `module` whose source size is 16
/// or 0 by selects into cp.async's ignore-src form, which takes the
/// condition as a predicate. Returns how many copies it rewrote.
unsigned predicateZeroFillCopies(llvm::Module &module);

} // namespace mlir::tileir

#endif // TILEIR_LIB_TARGET_PTX_ZEROFILLCOPIES_H
