#ifndef CALLSHEET_FILE_EXCHANGE_H
#define CALLSHEET_FILE_EXCHANGE_H

/// Swaps two existing paths in one atomic step (Linux renameat2 with RENAME_EXCHANGE, macOS renamex_np
/// with RENAME_SWAP). Returns 0 on success, -1 with errno set otherwise (ENOSYS or EINVAL where the
/// system or the file system cannot exchange).
int callsheet_exchange_paths(const char *first, const char *second);

#endif
