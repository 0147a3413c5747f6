; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r567_byte () Int)
(declare-fun r567_1 () Int)
(declare-fun r567_0 () Int)
(declare-fun byte () Int)
(declare-fun w568_byte () Int)
(declare-fun w568_1 () Int)
(declare-fun w568_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s569_byte () Int)
(declare-fun s569_1 () Int)
(declare-fun s569_0 () Int)
(assert
 (let ((?x612 (+ 0 (* 4 (+ 0 (+ (* r567_0 32) (* r567_1 1)))))))
 (and (and (>= r567_0 0) (< r567_0 8)) (and (>= r567_1 0) (< r567_1 32)) (and (>= r567_byte 0) (< r567_byte 4)) (= byte (+ ?x612 r567_byte)))))
(assert
 (let ((?x393 (+ 0 (* 4 (+ 0 (+ (* w568_0 32) (* w568_1 1)))))))
 (and (and (>= w568_0 0) (< w568_0 8)) (and (>= w568_1 0) (< w568_1 8)) (and (>= w568_byte 0) (< w568_byte 4)) (= byte (+ ?x393 w568_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x612 (+ 0 (* 4 (+ 0 (+ (* r567_0 32) (* r567_1 1)))))))
 (= observed (+ ?x612 held_byte))))
(assert
 (let ((?x1395 (+ 0 (* 4 (+ 8 (+ (* s569_0 32) (* s569_1 1)))))))
 (and (and (>= s569_0 0) (< s569_0 8)) (and (>= s569_1 0) (< s569_1 8)) (and (>= s569_byte 0) (< s569_byte 4)) (= observed (+ ?x1395 s569_byte)))))
(assert
 (let (($x1264 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x51 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 8)))
(let (($x114 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x51 $x1264)))
(or (or false) (not $x114))))))
(check-sat)
