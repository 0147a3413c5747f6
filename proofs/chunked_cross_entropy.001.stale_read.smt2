; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r499_byte () Int)
(declare-fun r499_0 () Int)
(declare-fun byte () Int)
(declare-fun w500_byte () Int)
(declare-fun w500_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s501_byte () Int)
(declare-fun s501_0 () Int)
(assert
 (let (($x1162 (= byte (+ (+ 0 (* 4 (+ 0 (* r499_0 1)))) r499_byte))))
 (and (and (>= r499_0 0) (< r499_0 16)) (and (>= r499_byte 0) (< r499_byte 4)) $x1162)))
(assert
 (let (($x608 (= byte (+ (+ 0 (* 4 (+ 0 (* w500_0 1)))) w500_byte))))
 (and (and (>= w500_0 0) (< w500_0 4)) (and (>= w500_byte 0) (< w500_byte 4)) $x608)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r499_0 1)))) held_byte)))
(assert
 (let (($x1673 (= observed (+ (+ 0 (* 4 (+ 0 (* s501_0 1)))) s501_byte))))
 (and (and (>= s501_0 0) (< s501_0 4)) (and (>= s501_byte 0) (< s501_byte 4)) $x1673)))
(assert
 (let (($x164 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x164))))
(check-sat)
