//===- tile-translate.cpp - mlir-translate style driver for Tile IR -------===//
//
// Converts between Tile IR text and NVIDIA's Tile IR bytecode. The standard
// mlir-translate flags (-o, -split-input-file, -verify-diagnostics,
// -no-implicit-module, ...) come from MlirTranslateMain; this file only
// registers the translations.
//
//===----------------------------------------------------------------------===//

#include "tileir/Bytecode/BytecodeReader.h"
#include "tileir/Bytecode/BytecodeWriter.h"
#include "tileir/InitAllDialects.h"
#include "tileir/Tools/HintDiagnostics.h"
#include "tileir/Tools/PreviewOption.h"
#ifdef TILEIR_ENABLE_TESTING
#include "tileir/Dialect/CudaTile/Testing/CudaTileTesting.h"
#endif

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

static void registerDialects(DialectRegistry &registry) {
  tileir::registerAllDialects(registry);
  tileir::applyHintDiagnosticsOptions(registry);
  tileir::applyPreviewOption(registry);
#ifdef TILEIR_ENABLE_TESTING
  cuda_tile::registerCudaTileTestingExtension(registry);
#endif
}

namespace {
/// Checks -bytecode-version while the command line is parsed, so a bad
/// value is reported before any input is read (as NVIDIA's tool does, in
/// the words their suite checks).
struct BytecodeVersionParser : llvm::cl::parser<std::string> {
  using llvm::cl::parser<std::string>::parser;
  bool parse(llvm::cl::Option &option, llvm::StringRef name,
             llvm::StringRef arg, std::string &value) {
    if (!tileir::bytecode::parseVersion(arg))
      return option.error(
          "Invalid argument '" + arg + "': the supported versions are [" +
          tileir::bytecode::toString(tileir::bytecode::kOldestVersion) + " - " +
          tileir::bytecode::toString(tileir::bytecode::kNewestVersion) + "]");
    value = arg.str();
    return false;
  }
};
} // namespace

static llvm::cl::opt<std::string, false, BytecodeVersionParser> bytecodeVersion(
    "bytecode-version",
    llvm::cl::desc("Tile IR bytecode version to write (13.1 to 13.5; "
                   "default: the newest)"),
    llvm::cl::init(""));

/// The `cuda_tile.module` to translate: the top-level op itself
/// (-no-implicit-module) or the only op of the implicit builtin module.
static cuda_tile::ModuleOp getTileModule(Operation *op) {
  if (auto module = llvm::dyn_cast<cuda_tile::ModuleOp>(op))
    return module;
  if (auto builtin = llvm::dyn_cast<ModuleOp>(op)) {
    auto &ops = builtin.getBody()->getOperations();
    if (ops.size() == 1)
      if (auto module = llvm::dyn_cast<cuda_tile::ModuleOp>(ops.front()))
        return module;
  }
  emitError(op->getLoc(), "expected a single 'cuda_tile.module' to "
                          "translate");
  return {};
}

static FailureOr<tileir::TileIRVersion> getTargetVersion(Location loc) {
  if (bytecodeVersion.empty())
    return tileir::bytecode::kDefaultWriteVersion;
  if (auto version = tileir::bytecode::parseVersion(bytecodeVersion))
    return *version;
  // BytecodeVersionParser has checked the value already.
  return emitError(loc, "unsupported bytecode version '")
         << bytecodeVersion.getValue() << "'";
}

/// `cuda_tile.module` -> bytecode.
static LogicalResult encode(Operation *op, llvm::raw_ostream &os) {
  cuda_tile::ModuleOp module = getTileModule(op);
  if (!module)
    return failure();
  FailureOr<tileir::TileIRVersion> version = getTargetVersion(op->getLoc());
  if (failed(version))
    return failure();
  return tileir::writeTileIRBytecode(module, os, *version);
}

/// Text -> bytecode -> text in one go, to test the pair.
static LogicalResult roundTrip(Operation *op, llvm::raw_ostream &os) {
  cuda_tile::ModuleOp module = getTileModule(op);
  if (!module)
    return failure();
  FailureOr<tileir::TileIRVersion> version = getTargetVersion(op->getLoc());
  if (failed(version))
    return failure();
  std::string bytes;
  llvm::raw_string_ostream bytesStream(bytes);
  if (failed(tileir::writeTileIRBytecode(module, bytesStream, *version)))
    return failure();
  FailureOr<OwningOpRef<cuda_tile::ModuleOp>> decoded =
      tileir::readTileIRBytecode(
          llvm::MemoryBufferRef(bytes, "<round-trip bytecode>"),
          op->getContext());
  if (failed(decoded))
    return failure();
  (*decoded)->print(os);
  os << "\n";
  return success();
}

/// Bytecode -> `cuda_tile.module`.
static OwningOpRef<Operation *> decode(llvm::SourceMgr &sourceMgr,
                                       MLIRContext *context) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  FailureOr<OwningOpRef<cuda_tile::ModuleOp>> module =
      tileir::readTileIRBytecode(buffer->getMemBufferRef(), context);
  if (failed(module))
    return {};
  return OwningOpRef<Operation *>(module->release());
}

static void registerTranslations() {
  static TranslateToMLIRRegistration toMLIR(
      "cudatilebc-to-mlir", "decode Tile IR bytecode into cuda_tile text",
      decode, registerDialects);
  static TranslateFromMLIRRegistration toBytecode(
      "mlir-to-cudatilebc", "encode a cuda_tile module as Tile IR bytecode",
      encode, registerDialects);
  static TranslateFromMLIRRegistration roundTripTest(
      "test-cudatile-roundtrip",
      "encode as bytecode, decode again and print (testing aid)", roundTrip,
      registerDialects);
}

int main(int argc, char **argv) {
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg(argv[i]);
    if (arg == "--list-versions" || arg == "-list-versions") {
      for (tileir::TileIRVersion version :
           tileir::bytecode::getSupportedVersions())
        llvm::outs() << tileir::bytecode::toString(version)
                     << (version == tileir::bytecode::kDefaultWriteVersion
                             ? " (default)"
                             : "")
                     << "\n";
      return 0;
    }
  }
  tileir::registerHintDiagnosticsOptions();
  tileir::registerPreviewOption();
  registerTranslations();
  return failed(mlirTranslateMain(argc, argv, "Tile IR translation driver"));
}
