//===- CudaDriver.h - The CUDA driver API, opened at run time ---*- C++ -*-===//
//
// Only the handful of driver entry points tile-run needs, declared with
// their C ABI types so no CUDA header is required to build.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_RUNTIME_GPU_CUDADRIVER_H
#define TILEIR_LIB_RUNTIME_GPU_CUDADRIVER_H

#include <cstddef>
#include <cstdint>
#include <string>

namespace mlir::tileir::runtime {

using CUresult = int;
using CUdevice = int;
using CUcontext = struct CUctx_st *;
using CUmodule = struct CUmod_st *;
using CUfunction = struct CUfunc_st *;
using CUstream = struct CUstream_st *;
using CUdeviceptr = unsigned long long;
using CUevent = struct CUevent_st *;

/// CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR / _MINOR.
constexpr int kAttrComputeCapabilityMajor = 75;
constexpr int kAttrComputeCapabilityMinor = 76;
/// CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN: shared memory a
/// CTA may use where its kernel opts in.
constexpr int kAttrMaxSharedMemoryPerBlockOptin = 97;
/// CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES: the opt-in.
constexpr int kFuncAttrMaxDynamicSharedSizeBytes = 8;
/// CU_EVENT_DEFAULT: events that record timing.
constexpr unsigned kEventDefault = 0;

struct CudaDriver {
  CUresult (*cuInit)(unsigned);
  CUresult (*cuDeviceGetCount)(int *);
  CUresult (*cuDeviceGet)(CUdevice *, int);
  CUresult (*cuDeviceGetAttribute)(int *, int, CUdevice);
  CUresult (*cuDeviceGetName)(char *, int, CUdevice);
  CUresult (*cuDriverGetVersion)(int *);
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *, CUdevice);
  CUresult (*cuDevicePrimaryCtxRelease)(CUdevice);
  CUresult (*cuCtxSetCurrent)(CUcontext);
  CUresult (*cuCtxSynchronize)();
  CUresult (*cuModuleLoadData)(CUmodule *, const void *);
  CUresult (*cuModuleUnload)(CUmodule);
  CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
  CUresult (*cuFuncSetAttribute)(CUfunction, int, int);
  CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
  CUresult (*cuMemFree)(CUdeviceptr);
  CUresult (*cuMemcpyHtoD)(CUdeviceptr, const void *, size_t);
  CUresult (*cuMemcpyDtoH)(void *, CUdeviceptr, size_t);
  CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned,
                             unsigned, unsigned, unsigned, CUstream, void **,
                             void **);
  CUresult (*cuGetErrorString)(CUresult, const char **);
  CUresult (*cuEventCreate)(CUevent *, unsigned);
  CUresult (*cuEventDestroy)(CUevent);
  CUresult (*cuEventRecord)(CUevent, CUstream);
  CUresult (*cuEventSynchronize)(CUevent);
  CUresult (*cuEventElapsedTime)(float *, CUevent, CUevent);

  /// Opens libcuda.so.1 once and resolves the entry points; null (and
  /// `error`) if the library or a symbol is missing.
  static const CudaDriver *get(std::string &error);

  /// "call: NAME (CODE)" for a failed call.
  std::string describe(const char *call, CUresult result) const;
};

} // namespace mlir::tileir::runtime

#endif // TILEIR_LIB_RUNTIME_GPU_CUDADRIVER_H
