//===- Passes.h - CPU code generation passes --------------------*- C++ -*-===//

#ifndef TILEIR_TARGET_CPU_PASSES_H
#define TILEIR_TARGET_CPU_PASSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::tileir::cpu {

#define GEN_PASS_DECL
#include "tileir/Target/CPU/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tileir/Target/CPU/Passes.h.inc"

} // namespace mlir::tileir::cpu

#endif // TILEIR_TARGET_CPU_PASSES_H
