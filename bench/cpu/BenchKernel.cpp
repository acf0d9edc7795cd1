//===- BenchKernel.cpp - A Tile IR kernel launched on the CPU -------------===//

#include "BenchKernel.h"

#include "tileir/Runtime/CPULauncher.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::bench;
using namespace mlir::tileir::runtime;

std::unique_ptr<BenchKernel> BenchKernel::load(MLIRContext &context,
                                               const std::string &path,
                                               std::string &error) {
  auto file = llvm::MemoryBuffer::getFile(path);
  if (!file) {
    error = "cannot read '" + path + "'";
    return nullptr;
  }
  return parse(context, (*file)->getBuffer(), path, error);
}

std::unique_ptr<BenchKernel> BenchKernel::parse(MLIRContext &context,
                                                llvm::StringRef text,
                                                const std::string &name,
                                                std::string &error) {
  auto kernel = std::make_unique<BenchKernel>();
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, name),
                               llvm::SMLoc());
  std::string diagnostics;
  {
    // Collect parse errors into `error` instead of printing them.
    llvm::raw_string_ostream os(diagnostics);
    SourceMgrDiagnosticHandler handler(sourceMgr, &context, os);
    kernel->module = parseSourceFile(sourceMgr, ParserConfig(&context));
  }
  if (!kernel->module) {
    error = "cannot parse '" + name + "'" +
            (diagnostics.empty() ? "" : ": " + diagnostics);
    return nullptr;
  }
  unsigned entries = 0;
  kernel->module->walk([&](cuda_tile::EntryOp op) {
    kernel->entry = op;
    ++entries;
  });
  if (entries != 1) {
    error = "'" + name + "' must hold exactly one entry";
    return nullptr;
  }
  return kernel;
}

void BenchKernel::addBuffer(void *data, size_t bytes) {
  Type elem = entry.getFunctionType().getInput(args.size());
  TileValue scalar(
      *getElemKind(cast<cuda_tile::TileType>(elem).getElementType()), {});
  scalar.setBits(
      0, memory.registerBuffer(data, bytes,
                               "argument " + std::to_string(args.size())));
  args.push_back(RtValue::ofTile(std::move(scalar)));
}

void BenchKernel::addI32(int32_t value) {
  TileValue scalar(ElemKind::I32, {});
  scalar.setInt(0, value);
  args.push_back(RtValue::ofTile(std::move(scalar)));
}

void BenchKernel::addF32(float value) {
  TileValue scalar(ElemKind::F32, {});
  scalar.setFloat(0, value);
  args.push_back(RtValue::ofTile(std::move(scalar)));
}

LogicalResult BenchKernel::launch(std::array<int32_t, 3> grid, unsigned threads,
                                  bool compiled, std::string &error) {
  LaunchOptions options;
  options.grid = grid;
  options.threads = threads;
  if (!compiled)
    return launchKernel(entry, args, memory, options, llvm::outs(), error);
  return success(launchCompiledKernel(entry, args, memory, options, error) ==
                 CompiledLaunchStatus::Done);
}

CompiledLaunchStatus BenchKernel::compile(std::string &error) {
  return compileKernelForCPU(entry, error);
}
