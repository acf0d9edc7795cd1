//===- Memory.cpp - Host memory seen by interpreted kernels ---------------===//

#include "tileir/Runtime/Memory.h"

#include <algorithm>
#include <cstring>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;

static uint64_t nextMemoryId() {
  // Starts at 1: a thread's cache that has seen no Memory holds id 0.
  static std::atomic<uint64_t> next{1};
  return next.fetch_add(1);
}

Memory::Memory() : id(nextMemoryId()) {}

uint64_t Memory::registerBuffer(void *data, size_t bytes, std::string name) {
  uint64_t address = reinterpret_cast<uint64_t>(data);
  std::unique_lock lock(mutex);
  buffers[address] = Buffer{bytes, std::move(name)};
  generation.fetch_add(1, std::memory_order_release);
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
  generation.fetch_add(1, std::memory_order_release);
  return address;
}

std::pair<uint64_t, uint64_t> Memory::getSpan() const {
  std::shared_lock lock(mutex);
  if (buffers.empty())
    return {0, 0};
  uint64_t end = 0;
  for (const auto &[begin, buffer] : buffers)
    end = std::max(end, begin + buffer.bytes);
  return {buffers.begin()->first, end};
}

bool Memory::contains(uint64_t address, size_t bytes) const {
  // A few buffers per thread: a kernel usually streams through two or
  // three (a, b and c of c = a + b), and one remembered buffer would miss
  // on every other call.
  struct Hit {
    uint64_t memory = 0, generation = 0, begin = 0, end = 0;
  };
  thread_local std::array<Hit, 4> hits;
  thread_local unsigned nextHit = 0;
  uint64_t end = address + bytes;
  if (end < address)
    return false;
  uint64_t current = generation.load(std::memory_order_acquire);
  for (const Hit &hit : hits)
    if (hit.memory == id && hit.generation == current && address >= hit.begin &&
        end <= hit.end)
      return true;
  std::shared_lock lock(mutex);
  auto it = buffers.upper_bound(address);
  if (it == buffers.begin())
    return false;
  --it;
  uint64_t bufferEnd = it->first + it->second.bytes;
  if (end > bufferEnd)
    return false;
  hits[nextHit++ % hits.size()] = {id, current, it->first, bufferEnd};
  return true;
}
