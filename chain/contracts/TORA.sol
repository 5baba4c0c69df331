// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {ERC20Votes} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Votes.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Nonces} from "@openzeppelin/contracts/utils/Nonces.sol";

/// @title TORA, the Tensora token
/// @notice Pays for inference: clients escrow it, miners and validators earn it.
/// OpenZeppelin ERC-20 with EIP-2612 permits (gasless approvals) and ERC20Votes
/// checkpoints (token-weighted governance). No token logic is hand-written here.
/// @dev The owner can mint. That is for development chains and testnets,
/// where the deployer funds accounts; a production deployment renounces or
/// hands ownership to governance after the initial distribution.
contract TORA is ERC20, ERC20Permit, ERC20Votes, Ownable {
    /// @param initialOwner the account allowed to mint
    constructor(address initialOwner) ERC20("Tensora", "TORA") ERC20Permit("Tensora") Ownable(initialOwner) {}

    /// @notice Creates `amount` TORA (in wei, 18 decimals) for `to`.
    /// @dev Owner only. Reverts with OwnableUnauthorizedAccount otherwise.
    /// @param to receiver of the new tokens
    /// @param amount amount in wei
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    /// @inheritdoc ERC20Permit
    function nonces(address owner) public view override(ERC20Permit, Nonces) returns (uint256) {
        return super.nonces(owner);
    }

    /// @notice Votes are checkpointed by timestamp (ERC-6372), so
    /// governance periods are in seconds on every chain.
    function clock() public view override returns (uint48) {
        return uint48(block.timestamp);
    }

    /// @notice The clock's mode (ERC-6372): timestamps.
    // solhint-disable-next-line func-name-mixedcase
    function CLOCK_MODE() public pure override returns (string memory) {
        return "mode=timestamp";
    }

    /// @dev Balance updates also move vote checkpoints.
    function _update(address from, address to, uint256 value) internal override(ERC20, ERC20Votes) {
        super._update(from, to, value);
    }
}
