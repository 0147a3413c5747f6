; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r575_byte () Int)
(declare-fun r575_1 () Int)
(declare-fun r575_0 () Int)
(declare-fun byte () Int)
(declare-fun w576_byte () Int)
(declare-fun w576_1 () Int)
(declare-fun w576_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s577_byte () Int)
(declare-fun s577_1 () Int)
(declare-fun s577_0 () Int)
(assert
 (let ((?x603 (+ 0 (* 4 (+ 0 (+ (* r575_0 32) (* r575_1 1)))))))
 (and (and (>= r575_0 0) (< r575_0 8)) (and (>= r575_1 0) (< r575_1 32)) (and (>= r575_byte 0) (< r575_byte 4)) (= byte (+ ?x603 r575_byte)))))
(assert
 (let ((?x1193 (+ 0 (* 4 (+ 8 (+ (* w576_0 32) (* w576_1 1)))))))
 (and (and (>= w576_0 0) (< w576_0 8)) (and (>= w576_1 0) (< w576_1 8)) (and (>= w576_byte 0) (< w576_byte 4)) (= byte (+ ?x1193 w576_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x603 (+ 0 (* 4 (+ 0 (+ (* r575_0 32) (* r575_1 1)))))))
 (= observed (+ ?x603 held_byte))))
(assert
 (let ((?x58 (+ 0 (* 4 (+ 16 (+ (* s577_0 32) (* s577_1 1)))))))
 (and (and (>= s577_0 0) (< s577_0 8)) (and (>= s577_1 0) (< s577_1 8)) (and (>= s577_byte 0) (< s577_byte 4)) (= observed (+ ?x58 s577_byte)))))
(assert
 (let (($x1271 (= (mod (mod (- (div (- byte 0) 4) 8) 32) 1) 0)))
(let (($x1179 (< (div (mod (- (div (- byte 0) 4) 8) 32) 1) 8)))
(let (($x189 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 32) 8) $x1179 $x1271)))
(or (or false) (not $x189))))))
(check-sat)
