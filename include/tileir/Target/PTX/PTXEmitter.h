//===- PTXEmitter.h - LLVM/NVVM dialect to PTX and cubin --------*- C++ -*-===//
//
// The back half of the GPU pipeline: translate the lowered module to LLVM IR,
// link the libdevice functions it calls, optimise, let LLVM's NVPTX backend
// write PTX and, where the CUDA toolkit is installed, let ptxas assemble it.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_TARGET_PTX_PTXEMITTER_H
#define TILEIR_TARGET_PTX_PTXEMITTER_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <memory>
#include <optional>
#include <string>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace mlir::tileir {

struct PTXOptions {
  /// sm_XX; the `a` variant (sm_90a, sm_100a) enables arch-specific PTX.
  std::string chip = "sm_90";
  unsigned optLevel = 3;
  /// Emit .loc line information.
  bool lineInfo = false;
  /// Full device debug information (only with optLevel 0).
  bool deviceDebug = false;
  /// libdevice.10.bc; empty: search CUDA_HOME, /usr/local/cuda, PATH.
  std::string libdevicePath;
};

/// Where the CUDA toolkit is: $CUDA_HOME, /usr/local/cuda, or the directory
/// above the `ptxas` found on PATH. Empty if none.
std::string findCudaToolkit();
/// Path of ptxas, or empty.
std::string findPtxas();
/// Path of libdevice.10.bc, or empty.
std::string findLibdevice();

/// Rewrites locations that LLVM's debug-info translation cannot take
/// (#cuda_tile.di_loc and other dialect locations) into file:line:col ones.
void makeLocationsTranslatable(ModuleOp module);

/// Translates `module` (LLVM and NVVM dialects) to LLVM IR for NVPTX, links
/// the libdevice functions it uses and optimises it.
FailureOr<std::unique_ptr<llvm::Module>>
translateToNVPTXModule(ModuleOp module, llvm::LLVMContext &context,
                       const PTXOptions &options);

/// PTX text for an LLVM IR module made by translateToNVPTXModule.
FailureOr<std::string> emitPTX(llvm::Module &module, const PTXOptions &options,
                               Location loc);

/// Runs ptxas on `ptx`; returns the cubin bytes. `loc` receives the error,
/// including ptxas's own messages.
FailureOr<std::string> assembleCubin(llvm::StringRef ptx,
                                     const PTXOptions &options, Location loc);

} // namespace mlir::tileir

#endif // TILEIR_TARGET_PTX_PTXEMITTER_H
