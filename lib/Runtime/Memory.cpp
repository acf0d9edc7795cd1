//===- Memory.cpp - Host memory seen by interpreted kernels ---------------===//

#include "tileir/Runtime/Memory.h"

#include <cstring>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;

uint64_t Memory::registerBuffer(void *data, size_t bytes, std::string name) {
  uint64_t address = reinterpret_cast<uint64_t>(data);
  std::unique_lock lock(mutex);
  buffers[address] = Buffer{bytes, std::move(name)};
  return address;
}

uint64_t Memory::allocate(size_t bytes, size_t alignment, std::string name) {
  if (alignment < 16)
    alignment = 16;
  // Over-allocate so the registered range can start at an aligned address;
  // one spare byte keeps zero-sized allocations distinct.
  auto storage = std::make_unique<uint8_t[]>(bytes + alignment + 1);
  std::memset(storage.get(), 0, bytes + alignment + 1);
  uint64_t raw = reinterpret_cast<uint64_t>(storage.get());
  uint64_t address = (raw + alignment - 1) / alignment * alignment;
  std::unique_lock lock(mutex);
  owned.push_back(std::move(storage));
  buffers[address] = Buffer{bytes, std::move(name)};
  return address;
}

bool Memory::contains(uint64_t address, size_t bytes) const {
  std::shared_lock lock(mutex);
  auto it = buffers.upper_bound(address);
  if (it == buffers.begin())
    return false;
  --it;
  return address + bytes <= it->first + it->second.bytes &&
         address + bytes >= address;
}
