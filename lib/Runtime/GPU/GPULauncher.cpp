//===- GPULauncher.cpp - Run a cuda_tile entry on an NVIDIA GPU -----------===//

#include "tileir/Runtime/GPULauncher.h"
#include "CudaDriver.h"

#include "tileir/Target/PTX/Pipeline.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"

#include <cstring>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;

namespace {
/// Releases what a launch acquired, on every path out.
struct LaunchResources {
  const CudaDriver &d;
  CUdevice device = 0;
  bool contextRetained = false;
  CUmodule module = nullptr;
  std::vector<CUdeviceptr> allocations;
  std::vector<CUevent> events;
  ~LaunchResources() {
    for (CUevent e : events)
      d.cuEventDestroy(e);
    for (CUdeviceptr p : allocations)
      d.cuMemFree(p);
    if (module)
      d.cuModuleUnload(module);
    if (contextRetained)
      d.cuDevicePrimaryCtxRelease(device);
  }
};
} // namespace

static const CudaDriver *initDriver(std::string &error) {
  const CudaDriver *d = CudaDriver::get(error);
  if (!d)
    return nullptr;
  if (CUresult r = d->cuInit(0)) {
    error = d->describe("cuInit", r);
    return nullptr;
  }
  int count = 0;
  if (CUresult r = d->cuDeviceGetCount(&count)) {
    error = d->describe("cuDeviceGetCount", r);
    return nullptr;
  }
  if (count == 0) {
    error = "the CUDA driver reports no GPU";
    return nullptr;
  }
  return d;
}

bool runtime::isGPUAvailable(std::string &why) {
  return initDriver(why) != nullptr;
}

LogicalResult runtime::launchOnGPU(cuda_tile::EntryOp entry,
                                   std::vector<GPUArg> &args,
                                   const GPULaunchOptions &options,
                                   std::string &error) {
  const CudaDriver *d = initDriver(error);
  if (!d)
    return failure();
  LaunchResources res{*d};
  auto check = [&](const char *call, CUresult r) {
    if (r)
      error = d->describe(call, r);
    return r == 0;
  };
  if (!check("cuDeviceGet", d->cuDeviceGet(&res.device, 0)))
    return failure();
  int major = 0, minor = 0;
  if (!check("cuDeviceGetAttribute",
             d->cuDeviceGetAttribute(&major, kAttrComputeCapabilityMajor,
                                     res.device)) ||
      !check("cuDeviceGetAttribute",
             d->cuDeviceGetAttribute(&minor, kAttrComputeCapabilityMinor,
                                     res.device)))
    return failure();
  std::string deviceName = "sm_" + std::to_string(major * 10 + minor);
  std::string gpuName = options.gpuName.empty() ? deviceName : options.gpuName;
  std::optional<std::string> chip = ptxChipForGPU(gpuName);
  if (!chip) {
    error =
        options.gpuName.empty()
            ? "the GPU is " + gpuName + ", which this compiler does not target"
            : "invalid --gpu-name '" + gpuName + "'";
    return failure();
  }

  // Compile a copy: the caller's module stays cuda_tile.
  Operation *tileModule = entry->getParentOp();
  OwningOpRef<ModuleOp> module = ModuleOp::create(entry.getLoc());
  module->getBody()->push_back(tileModule->clone());
  GPUCompileOptions compile;
  compile.ptx.chip = *chip;
  compile.ptx.optLevel = options.optLevel;
  compile.numThreads = options.threadsPerBlock;
  compile.launch = options.launch;
  // Kernels may use all the shared memory the device lets a CTA opt in to
  // (pipelines then take more stages); the launch below opts in. A tile
  // launch opts in to nothing: its kernels declare what the target lets
  // them statically (compileForGPU's default).
  int optin = 0;
  if (!check("cuDeviceGetAttribute",
             d->cuDeviceGetAttribute(&optin, kAttrMaxSharedMemoryPerBlockOptin,
                                     res.device)))
    return failure();
  compile.sharedMemoryBytes = options.sharedMemoryBytes
                                  ? options.sharedMemoryBytes
                              : options.launch == GPULaunchKind::Tile ? 0
                                                                      : optin;
  llvm::StringMap<KernelLaunch> kernels;
  std::string diagnostics;
  FailureOr<std::string> cubin;
  {
    ScopedDiagnosticHandler handler(
        module->getContext(), [&](Diagnostic &diag) {
          llvm::raw_string_ostream os(diagnostics);
          os << diag.getLocation() << ": " << diag << "\n";
          return success();
        });
    cubin = compileForGPU(*module, compile, GPUEmitKind::Cubin, &kernels);
  }
  if (failed(cubin)) {
    error = "compiling for " + *chip + " failed:\n" + diagnostics;
    return failure();
  }

  CUcontext context;
  if (!check("cuDevicePrimaryCtxRetain",
             d->cuDevicePrimaryCtxRetain(&context, res.device)))
    return failure();
  res.contextRetained = true;
  if (!check("cuCtxSetCurrent", d->cuCtxSetCurrent(context)) ||
      !check("cuModuleLoadData",
             d->cuModuleLoadData(&res.module, cubin->data())))
    return failure();
  CUfunction function;
  std::string name = entry.getSymName().str();
  KernelLaunch launchInfo = kernels.lookup(name);
  unsigned threads = launchInfo.threads;
  unsigned dynamicShared = unsigned(launchInfo.dynamicSharedBytes);
  if (!threads) {
    error = "the compiled kernel has no thread count (nvvm.reqntid)";
    return failure();
  }
  // A tile launch, as cuTile Python's: one thread and no dynamic shared
  // memory a block; the driver takes the CTA's threads from the kernel
  // where it counts blocks as clusters, and refuses the launch (.reqntid)
  // where it does not.
  if (options.launch == GPULaunchKind::Tile)
    threads = 1;
  if (!check("cuModuleGetFunction",
             d->cuModuleGetFunction(&function, res.module, name.c_str())))
    return failure();
  if (dynamicShared &&
      !check("cuFuncSetAttribute",
             d->cuFuncSetAttribute(function, kFuncAttrMaxDynamicSharedSizeBytes,
                                   int(dynamicShared))))
    return failure();

  // Parameters: buffers become device pointers, scalars keep their bits
  // (little-endian, so the low bytes of a 64-bit slot are the value).
  std::vector<uint64_t> storage(args.size());
  std::vector<void *> params(args.size());
  std::vector<CUdeviceptr> devicePtrs(args.size(), 0);
  // Buffers a table argument points to go first, so that the table is
  // copied in with their device addresses.
  std::vector<std::pair<CUdeviceptr, std::vector<uint8_t> *>> pointeePtrs;
  for (GPUArg &arg : args)
    for (auto [word, pointee] : arg.pointees) {
      CUdeviceptr p;
      if (!check("cuMemAlloc",
                 d->cuMemAlloc(&p, std::max<size_t>(pointee->size(), 1))))
        return failure();
      res.allocations.push_back(p);
      pointeePtrs.push_back({p, pointee});
      if (!pointee->empty() &&
          !check("cuMemcpyHtoD",
                 d->cuMemcpyHtoD(p, pointee->data(), pointee->size())))
        return failure();
      uint64_t address = p;
      std::memcpy(arg.buffer->data() + 8 * word, &address, 8);
    }
  for (size_t i = 0; i < args.size(); ++i) {
    if (std::vector<uint8_t> *buffer = args[i].buffer) {
      CUdeviceptr p;
      if (!check("cuMemAlloc",
                 d->cuMemAlloc(&p, std::max<size_t>(buffer->size(), 1))))
        return failure();
      res.allocations.push_back(p);
      devicePtrs[i] = p;
      if (!buffer->empty() &&
          !check("cuMemcpyHtoD",
                 d->cuMemcpyHtoD(p, buffer->data(), buffer->size())))
        return failure();
      storage[i] = p;
    } else {
      storage[i] = args[i].bits;
    }
    params[i] = &storage[i];
  }

  auto launch = [&] {
    if (check("cuLaunchKernel",
              d->cuLaunchKernel(function, options.grid[0], options.grid[1],
                                options.grid[2], threads, 1, 1, dynamicShared,
                                /*stream=*/nullptr, params.data(), nullptr)))
      return true;
    // The contract a tile launch relies on is the driver's: say which.
    if (options.launch == GPULaunchKind::Tile)
      error += " (a tile launch: blocks of 1 thread and no dynamic shared "
               "memory for a kernel of " +
               std::to_string(launchInfo.threads) + " threads (.reqntid)" +
               (launchInfo.blocksAreClusters
                    ? " that counts blocks as clusters (.blocksareclusters)"
                    : ", which the driver refuses before sm_90") +
               ")";
    return false;
  };
  if (GPUBenchmark *bench = options.bench) {
    char name[256] = {0};
    if (!check("cuDeviceGetName",
               d->cuDeviceGetName(name, sizeof(name) - 1, res.device)) ||
        !check("cuDriverGetVersion",
               d->cuDriverGetVersion(&bench->driverVersion)))
      return failure();
    bench->deviceName = name;
    bench->deviceClock = true;
    for (unsigned i = 0; i < bench->warmup; ++i)
      if (!launch())
        return failure();
    // A pair of events around each launch on the same stream: the launches
    // stay back to back (no host synchronisation between them), and each
    // time excludes the launch overhead the host sees.
    res.events.resize(2 * bench->launches, nullptr);
    for (CUevent &e : res.events)
      if (!check("cuEventCreate", d->cuEventCreate(&e, kEventDefault)))
        return failure();
    for (unsigned i = 0; i < bench->launches; ++i)
      if (!check("cuEventRecord",
                 d->cuEventRecord(res.events[2 * i], nullptr)) ||
          !launch() ||
          !check("cuEventRecord",
                 d->cuEventRecord(res.events[2 * i + 1], nullptr)))
        return failure();
    if (!check("cuEventSynchronize (the kernels)",
               d->cuEventSynchronize(res.events.back())))
      return failure();
    bench->timesMs.clear();
    for (unsigned i = 0; i < bench->launches; ++i) {
      float ms = 0;
      if (!check("cuEventElapsedTime",
                 d->cuEventElapsedTime(&ms, res.events[2 * i],
                                       res.events[2 * i + 1])))
        return failure();
      bench->timesMs.push_back(ms);
    }
  } else if (!launch()) {
    return failure();
  }
  if (!check("cuCtxSynchronize (the kernel)", d->cuCtxSynchronize()))
    return failure();

  for (size_t i = 0; i < args.size(); ++i)
    if (std::vector<uint8_t> *buffer = args[i].buffer)
      if (!buffer->empty() &&
          !check("cuMemcpyDtoH", d->cuMemcpyDtoH(buffer->data(), devicePtrs[i],
                                                 buffer->size())))
        return failure();
  for (auto [p, pointee] : pointeePtrs)
    if (!pointee->empty() &&
        !check("cuMemcpyDtoH",
               d->cuMemcpyDtoH(pointee->data(), p, pointee->size())))
      return failure();
  return success();
}
