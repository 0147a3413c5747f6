; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_2.loss_ptr: stale read (slice_scatter_6 reads slice_scatter_4 vs triton_kernel_wrapper_functional_proxy_2 loss_ptr=slice_24, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=12 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r821_byte () Int)
(declare-fun r821_0 () Int)
(declare-fun byte () Int)
(declare-fun w822_byte () Int)
(declare-fun w822_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s823_byte () Int)
(declare-fun s823_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s824_byte () Int)
(declare-fun s824_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s825_byte () Int)
(declare-fun s825_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s826_byte () Int)
(declare-fun s826_0 () Int)
(assert
 (let (($x533 (= byte (+ (+ 0 (* 4 (+ 0 (* r821_0 1)))) r821_byte))))
 (and (and (>= r821_0 0) (< r821_0 16)) (and (>= r821_byte 0) (< r821_byte 4)) $x533)))
(assert
 (let (($x90 (= byte (+ (+ 0 (* 4 (+ 8 (* w822_0 1)))) w822_byte))))
 (and (and (>= w822_0 0) (< w822_0 4)) (and (>= w822_byte 0) (< w822_byte 4)) $x90)))
(assert
 (let (($x611 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 4) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x611)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r821_0 1)))) held_byte0)))
(assert
 (let (($x214 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s823_0 1)))) s823_byte))))
 (and (and (>= s823_0 0) (< s823_0 16)) (and (>= s823_byte 0) (< s823_byte 4)) $x214)))
(assert
 (let (($x535 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 1) 4) (= (mod (- (div (- carried0 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x535)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s823_0 1)))) held_byte1)))
(assert
 (let (($x435 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s824_0 1)))) s824_byte))))
 (and (and (>= s824_0 0) (< s824_0 16)) (and (>= s824_byte 0) (< s824_byte 4)) $x435)))
(assert
 (let (($x157 (and (>= (- (div (- carried1 0) 4) 12) 0) (< (div (- (div (- carried1 0) 4) 12) 1) 4) (= (mod (- (div (- carried1 0) 4) 12) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x157)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s824_0 1)))) held_byte2)))
(assert
 (let (($x444 (= carried2 (+ (+ 0 (* 4 (+ 12 (* s825_0 1)))) s825_byte))))
 (and (and (>= s825_0 0) (< s825_0 4)) (and (>= s825_byte 0) (< s825_byte 4)) $x444)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 12 (* s825_0 1)))) held_byte3)))
(assert
 (let (($x549 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s826_0 1)))) s826_byte))))
(and (and (>= s826_0 0) (< s826_0 16)) (and (>= s826_byte 0) (< s826_byte 4)) $x549)))
(check-sat)
