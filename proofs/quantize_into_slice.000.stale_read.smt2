; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r548_byte () Int)
(declare-fun r548_1 () Int)
(declare-fun r548_0 () Int)
(declare-fun byte () Int)
(declare-fun w549_byte () Int)
(declare-fun w549_1 () Int)
(declare-fun w549_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s550_byte () Int)
(declare-fun s550_1 () Int)
(declare-fun s550_0 () Int)
(assert
 (let ((?x554 (+ 0 (* 1 (+ 0 (+ (* r548_0 16) (* r548_1 1)))))))
 (and (and (>= r548_0 0) (< r548_0 24)) (and (>= r548_1 0) (< r548_1 16)) (and (>= r548_byte 0) (< r548_byte 1)) (= byte (+ ?x554 r548_byte)))))
(assert
 (let ((?x261 (+ 0 (* 1 (+ 128 (+ (* w549_0 16) (* w549_1 1)))))))
 (and (and (>= w549_0 0) (< w549_0 8)) (and (>= w549_1 0) (< w549_1 16)) (and (>= w549_byte 0) (< w549_byte 1)) (= byte (+ ?x261 w549_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 1))
(assert
 (let ((?x554 (+ 0 (* 1 (+ 0 (+ (* r548_0 16) (* r548_1 1)))))))
 (= observed (+ ?x554 held_byte))))
(assert
 (let ((?x388 (+ 0 (* 1 (+ 0 (+ (* s550_0 16) (* s550_1 1)))))))
 (and (and (>= s550_0 0) (< s550_0 24)) (and (>= s550_1 0) (< s550_1 16)) (and (>= s550_byte 0) (< s550_byte 1)) (= observed (+ ?x388 s550_byte)))))
(assert
 (let (($x499 (= (mod (mod (- (div (- byte 0) 1) 128) 16) 1) 0)))
(let (($x766 (< (div (mod (- (div (- byte 0) 1) 128) 16) 1) 16)))
(let (($x326 (and (>= (- (div (- byte 0) 1) 128) 0) (< (div (- (div (- byte 0) 1) 128) 16) 8) $x766 $x499)))
(or (or false) (not $x326))))))
(check-sat)
