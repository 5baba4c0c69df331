// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title IDepositFor
/// @notice A contract that takes tokens from the caller and credits them to
/// someone else: JobEscrow.depositFor credits a client's free escrow
/// balance. HTLC.claim pays a lock with a beneficiary through it.
/// @dev Lives in a subfolder so that compile-contracts.sh, which writes
/// artifacts and bindings only for the files directly in chain/contracts,
/// makes no binding for an interface.
interface IDepositFor {
    /// @notice Pulls `amount` of the deposit token from the caller (which
    /// approved it) and credits it to `beneficiary`.
    /// @param beneficiary the account credited
    /// @param amount the amount, in the token's smallest unit
    function depositFor(address beneficiary, uint256 amount) external;
}
