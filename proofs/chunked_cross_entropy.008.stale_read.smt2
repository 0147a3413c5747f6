; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(4) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r663_byte () Int)
(declare-fun r663_0 () Int)
(declare-fun byte () Int)
(declare-fun w664_byte () Int)
(declare-fun w664_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s665_byte () Int)
(declare-fun s665_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s666_byte () Int)
(declare-fun s666_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s667_byte () Int)
(declare-fun s667_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s668_byte () Int)
(declare-fun s668_0 () Int)
(assert
 (let (($x377 (= byte (+ (+ 0 (* 4 (+ 0 (* r663_0 1)))) r663_byte))))
 (and (and (>= r663_0 0) (< r663_0 16)) (and (>= r663_byte 0) (< r663_byte 4)) $x377)))
(assert
 (let (($x398 (= byte (+ (+ 0 (* 4 (+ 0 (* w664_0 1)))) w664_byte))))
 (and (and (>= w664_0 0) (< w664_0 4)) (and (>= w664_byte 0) (< w664_byte 4)) $x398)))
(assert
 (let (($x632 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x632)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r663_0 1)))) held_byte0)))
(assert
 (let (($x380 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s665_0 1)))) s665_byte))))
 (and (and (>= s665_0 0) (< s665_0 4)) (and (>= s665_byte 0) (< s665_byte 4)) $x380)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s665_0 1)))) held_byte1)))
(assert
 (let (($x473 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s666_0 1)))) s666_byte))))
 (and (and (>= s666_0 0) (< s666_0 16)) (and (>= s666_byte 0) (< s666_byte 4)) $x473)))
(assert
 (let (($x493 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x493)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s666_0 1)))) held_byte2)))
(assert
 (let (($x55 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s667_0 1)))) s667_byte))))
 (and (and (>= s667_0 0) (< s667_0 16)) (and (>= s667_byte 0) (< s667_byte 4)) $x55)))
(assert
 (let (($x332 (and (>= (- (div (- carried2 0) 4) 4) 0) (< (div (- (div (- carried2 0) 4) 4) 1) 4) (= (mod (- (div (- carried2 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x332)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s667_0 1)))) held_byte3)))
(assert
 (let (($x489 (= carried3 (+ (+ 0 (* 4 (+ 8 (* s668_0 1)))) s668_byte))))
(and (and (>= s668_0 0) (< s668_0 4)) (and (>= s668_byte 0) (< s668_byte 4)) $x489)))
(check-sat)
