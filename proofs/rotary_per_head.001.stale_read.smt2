; program rotary_per_head, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r339_byte () Int)
(declare-fun r339_1 () Int)
(declare-fun r339_0 () Int)
(declare-fun byte () Int)
(declare-fun w340_byte () Int)
(declare-fun w340_1 () Int)
(declare-fun w340_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s341_byte () Int)
(declare-fun s341_1 () Int)
(declare-fun s341_0 () Int)
(assert
 (let ((?x222 (+ 0 (* 4 (+ 0 (+ (* r339_0 16) (* r339_1 1)))))))
 (and (and (>= r339_0 0) (< r339_0 8)) (and (>= r339_1 0) (< r339_1 16)) (and (>= r339_byte 0) (< r339_byte 4)) (= byte (+ ?x222 r339_byte)))))
(assert
 (let ((?x949 (+ 0 (* 4 (+ 0 (+ (* w340_0 16) (* w340_1 1)))))))
 (and (and (>= w340_0 0) (< w340_0 8)) (and (>= w340_1 0) (< w340_1 8)) (and (>= w340_byte 0) (< w340_byte 4)) (= byte (+ ?x949 w340_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x222 (+ 0 (* 4 (+ 0 (+ (* r339_0 16) (* r339_1 1)))))))
 (= observed (+ ?x222 held_byte))))
(assert
 (let ((?x678 (+ 0 (* 4 (+ 0 (+ (* s341_0 16) (* s341_1 1)))))))
 (and (and (>= s341_0 0) (< s341_0 8)) (and (>= s341_1 0) (< s341_1 16)) (and (>= s341_byte 0) (< s341_byte 4)) (= observed (+ ?x678 s341_byte)))))
(assert
 (let (($x1306 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x562 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
 (let (($x1039 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x562 $x1306)))
 (let (($x34 (or false)))
 (or $x34 (not $x1039)))))))
(assert
 (let (($x232 (= (mod (mod (- (div (- observed 0) 4) 8) 16) 1) 0)))
(let (($x1283 (< (div (mod (- (div (- observed 0) 4) 8) 16) 1) 8)))
(let (($x371 (and (>= (- (div (- observed 0) 4) 8) 0) (< (div (- (div (- observed 0) 4) 8) 16) 8) $x1283 $x232)))
(let (($x34 (or false)))
(or $x34 (not $x371)))))))
(check-sat)
